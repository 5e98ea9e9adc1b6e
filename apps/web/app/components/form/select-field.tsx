import { NativeSelect, type NativeSelectProps, Select, type SelectProps } from '@mantine/core'
import { useConvertedFieldProps, useFieldProps } from './kit-form.tsx'

/** A choice from a list, bound to the form's string value `name` (a staff member's role). */
export function SelectField({ name, ...props }: { name: string } & SelectProps) {
  return <Select {...props} {...useFieldProps(name)} />
}

/**
 * The browser's own list, bound to the form's string value `name`: for the back office's pages
 * whose Mantine Select would bring its Popover into the storefront's shared chunk.
 */
export function NativeSelectField({ name, ...props }: { name: string } & NativeSelectProps) {
  return <NativeSelect {...props} {...useFieldProps(name)} />
}

/**
 * A Select of ids bound to the form's number value `name` (a product's category or brand);
 * Select speaks strings. Cleared, the value is `cleared` (null for an optional brand).
 */
export function IdSelectField({
  name,
  cleared,
  ...props
}: { name: string; cleared: number | null } & SelectProps) {
  const field = useConvertedFieldProps(name, {
    show: (id: number | null) => (id ? String(id) : null),
    store: (chosen: string | null) => (chosen ? Number(chosen) : cleared),
  })
  return <Select {...props} {...field} />
}

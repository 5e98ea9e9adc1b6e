import { NativeSelect, type NativeSelectProps, Select, type SelectProps } from '@mantine/core'
import { useFieldProps } from './kit-form.tsx'

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

import { Select, type SelectProps } from '@mantine/core'
import { useFieldProps } from './kit-form.tsx'

/** A choice from a list, bound to the form's string value `name` (a staff member's role). */
export function SelectField({ name, ...props }: { name: string } & SelectProps) {
  return <Select {...props} {...useFieldProps(name)} />
}

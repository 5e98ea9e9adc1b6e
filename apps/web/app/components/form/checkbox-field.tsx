import { Checkbox, type CheckboxProps } from '@mantine/core'
import { useFieldProps } from './kit-form.tsx'

/** A tick bound to the form's boolean value `name`. */
export function CheckboxField({ name, ...props }: { name: string } & CheckboxProps) {
  return <Checkbox {...props} {...useFieldProps(name, { type: 'checkbox' })} />
}

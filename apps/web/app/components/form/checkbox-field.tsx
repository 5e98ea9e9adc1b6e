import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core'
import { useFieldProps } from './kit-form.tsx'

/** A tick bound to the form's boolean value `name`. */
export function CheckboxField({ name, ...props }: { name: string } & CheckboxProps) {
  return <Checkbox {...props} {...useFieldProps(name, { type: 'checkbox' })} />
}

/** An on/off switch bound to the form's boolean value `name` (the back office's "active"). */
export function SwitchField({ name, ...props }: { name: string } & SwitchProps) {
  return <Switch {...props} {...useFieldProps(name, { type: 'checkbox' })} />
}

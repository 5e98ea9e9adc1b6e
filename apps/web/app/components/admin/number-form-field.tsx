import type { NumberInputProps } from '@mantine/core'
import { useFieldProps } from '../form/kit-form.tsx'
import { NumberField } from './number-field.tsx'

/**
 * The back office's number box (Myanmar digits too) bound to the form's value `name` inside a
 * `KitForm`, as the form kit's `TextField` is for text. An empty box is '' in the values.
 */
export function NumberFormField({ name, ...props }: { name: string } & NumberInputProps) {
  return <NumberField {...props} {...useFieldProps(name)} />
}

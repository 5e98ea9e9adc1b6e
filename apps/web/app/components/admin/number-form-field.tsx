import type { NumberInputProps } from '@mantine/core'
import { useConvertedFieldProps, useFieldProps } from '../form/kit-form.tsx'
import { NumberField } from './number-field.tsx'

/**
 * The back office's number box (Myanmar digits too) bound to the form's value `name` inside a
 * `KitForm`, as the form kit's `TextField` is for text. An empty box is '' in the values.
 */
export function NumberFormField({ name, ...props }: { name: string } & NumberInputProps) {
  return <NumberField {...props} {...useFieldProps(name)} />
}

/** An emptied box is no number: null in the values, so the shared schema judges its absence. */
const nullWhenEmpty = {
  show: (value: number | null): number | string => value ?? '',
  store: (changed: number | string) => (changed === '' ? null : Number(changed)),
}

/**
 * A number box bound to a nullable number `name` (a product's price, potency or rank): empty
 * is null, so a required price says it is required and an optional potency is simply absent.
 */
export function NullableNumberField({ name, ...props }: { name: string } & NumberInputProps) {
  return <NumberField {...props} {...useConvertedFieldProps(name, nullWhenEmpty)} />
}

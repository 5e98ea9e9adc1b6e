import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { useConvertedFieldProps, useFieldProps } from './kit-form.tsx'

/** A line of text bound to the form's value `name`; its message is the schema's. */
export function TextField({ name, ...props }: { name: string } & TextInputProps) {
  return <TextInput {...props} {...useFieldProps(name)} />
}

/** Several lines of text bound to the form's value `name`. */
export function TextareaField({ name, ...props }: { name: string } & TextareaProps) {
  return <Textarea {...props} {...useFieldProps(name)} />
}

/** A day bound to the form's value `name`, null while the box is empty (a product's expiry). */
export function NullableDateField({ name, ...props }: { name: string } & TextInputProps) {
  const field = useConvertedFieldProps(name, {
    show: (day: string | null) => day ?? '',
    store: (event: ChangeEvent<HTMLInputElement>) => event.currentTarget.value || null,
  })
  return <TextInput {...props} type="date" {...field} />
}

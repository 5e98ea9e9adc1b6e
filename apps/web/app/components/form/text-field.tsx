import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core'
import { useFieldProps } from './kit-form.tsx'

/** A line of text bound to the form's value `name`; its message is the schema's. */
export function TextField({ name, ...props }: { name: string } & TextInputProps) {
  return <TextInput {...props} {...useFieldProps(name)} />
}

/** Several lines of text bound to the form's value `name`. */
export function TextareaField({ name, ...props }: { name: string } & TextareaProps) {
  return <Textarea {...props} {...useFieldProps(name)} />
}

import type { ComponentProps } from 'react'
import { useFieldProps } from '../form/kit-form.tsx'
import { ImagePicker } from './image-picker.tsx'

type PictureFieldProps = { name: string } & Omit<
  ComponentProps<typeof ImagePicker>,
  'value' | 'onChange'
>

/**
 * The back office's picture chooser bound to the form's value `name` inside a `KitForm`: the
 * pictures chosen (their thumbnails show), whose ids the form sends when saved.
 */
export function PictureField({ name, ...props }: PictureFieldProps) {
  const { value, onChange } = useFieldProps(name)
  return <ImagePicker {...props} value={value} onChange={onChange} />
}

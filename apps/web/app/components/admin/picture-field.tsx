import type { Image } from '@kyanma/shared'
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

/**
 * A record's one stored picture (a brand's logo, a category's picture, an article's image, an
 * announcement's banner) as the field's value: a list holding it, or empty.
 */
export const pictureListOf = (picture: Image | null | undefined): Image[] =>
  picture ? [picture] : []

/** What a save sends for a one-picture field: the chosen picture's id, or null for none. */
export const chosenPictureId = (pictures: Image[]): number | null => pictures[0]?.id ?? null

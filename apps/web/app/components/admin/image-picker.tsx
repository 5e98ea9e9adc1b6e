import type { Image, ImagePurpose } from '@kyanma/shared'
import { ActionIcon, Button, FileButton, Group, Image as Picture, Stack, Text } from '@mantine/core'
import { IconPhotoPlus, IconX } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { uploadImage } from './upload-image.ts'

interface ImagePickerProps {
  label: string
  purpose: ImagePurpose
  /** The pictures chosen so far, in order (one at most unless `multiple`). */
  value: Image[]
  onChange: (images: Image[]) => void
  multiple?: boolean
  /** Alternative text given to new uploads (e.g. the product's name). */
  alt?: string
  error?: string
}

/**
 * Chooses pictures for a record: each file is uploaded at once (the server resizes it to the
 * storefront's sizes for `purpose`), then shown as a thumbnail that can be removed. The record
 * keeps only the ids, sent when its form is saved.
 */
export function ImagePicker(props: ImagePickerProps) {
  const texts = useTexts(adminCommon).images
  const upload = useMutation({
    mutationFn: (files: File[]) =>
      Promise.all(files.map((file) => uploadImage(file, props.purpose, props.alt))),
    onSuccess: (images) => props.onChange(props.multiple ? [...props.value, ...images] : images),
  })
  const remove = (id: number) => props.onChange(props.value.filter((image) => image.id !== id))
  const pick = (files: File | File[] | null) => {
    const chosen = Array.isArray(files) ? files : files ? [files] : []
    if (chosen.length > 0) upload.mutate(chosen)
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      <Group gap="sm">
        {props.value.map((image) => (
          <div key={image.id} style={{ position: 'relative' }}>
            <Picture
              src={image.urls.thumbnail}
              alt={image.alt}
              w={96}
              h={96}
              fit="cover"
              radius="sm"
            />
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              style={{ position: 'absolute', top: 4, right: 4 }}
              aria-label={texts.remove}
              onClick={() => remove(image.id)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {(props.multiple || props.value.length === 0) && (
          <FileButton
            onChange={pick}
            accept="image/png,image/jpeg,image/webp"
            multiple={props.multiple}
          >
            {(button) => (
              <Button
                {...button}
                variant="default"
                h={96}
                leftSection={<IconPhotoPlus size={18} aria-hidden />}
                loading={upload.isPending}
              >
                {texts.add}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {props.error && (
        <Text size="xs" c="red">
          {props.error}
        </Text>
      )}
    </Stack>
  )
}

import { Button, Group, Modal, ScrollArea, Stack, UnstyledButton } from '@mantine/core'
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { StaffImage } from './staff-image.tsx'

export interface GalleryImage {
  /** The image's API path (see use-staff-image.ts). */
  path: string
  alt: string
  /** Said under the image (e.g. an earlier pharmacist's approval). */
  caption?: ReactNode
}

/**
 * Private images (receipts, prescriptions): a row of thumbnails, or one under the other as wide
 * as the space allows (to be read where they are). One opens in a modal, where it can also be
 * seen at its own size to read small handwriting.
 */
export function ImageGallery(props: { images: GalleryImage[]; size: 'thumbnail' | 'large' }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const open = openIndex === null ? undefined : props.images[openIndex]
  const Layout = props.size === 'large' ? Stack : Group
  return (
    <>
      <Layout gap="md" align={props.size === 'large' ? 'stretch' : 'flex-start'}>
        {props.images.map((image, index) => (
          <Stack key={image.path} gap={4} maw="100%">
            <UnstyledButton onClick={() => setOpenIndex(index)} aria-label={image.alt} maw="100%">
              <StaffImage path={image.path} alt={image.alt} size={props.size} />
            </UnstyledButton>
            {image.caption}
          </Stack>
        ))}
      </Layout>
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenIndex(null)}
        title={open?.alt}
        size="xl"
        centered
      >
        {open && <LargeImage key={open.path} image={open} />}
      </Modal>
    </>
  )
}

function LargeImage({ image }: { image: GalleryImage }) {
  const texts = useTexts(adminCommon).images
  const [actualSize, setActualSize] = useState(false)
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <div>{image.caption}</div>
        <Button
          size="xs"
          variant="light"
          leftSection={actualSize ? <IconZoomOut size={16} /> : <IconZoomIn size={16} />}
          onClick={() => setActualSize(!actualSize)}
        >
          {actualSize ? texts.fitToScreen : texts.actualSize}
        </Button>
      </Group>
      {actualSize ? (
        <ScrollArea h="70vh" type="auto">
          <StaffImage path={image.path} alt={image.alt} size="actual" />
        </ScrollArea>
      ) : (
        <StaffImage path={image.path} alt={image.alt} size="large" />
      )}
    </Stack>
  )
}

import type { Image as ProductImage } from '@kyanma/shared'
import { Group, Image } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'

/**
 * A product's small square picture beside its line in the cart, the checkout and an order. A
 * product without pictures gets a grey box with a parcel where `placeholder` is asked for (an
 * order keeps its column straight); elsewhere nothing.
 */
export function ProductThumbnail(props: {
  image: ProductImage | undefined
  size: number
  placeholder?: boolean
}) {
  const { image, size } = props
  if (image) {
    return (
      <Image
        src={image.urls.thumbnail}
        alt=""
        w={size}
        h={size}
        radius="sm"
        style={{ flex: 'none' }}
      />
    )
  }
  if (!props.placeholder) return null
  return (
    <Group w={size} h={size} justify="center" bg="gray.1" style={{ flex: 'none', borderRadius: 4 }}>
      <IconPackage size={24} color="gray" aria-hidden="true" />
    </Group>
  )
}

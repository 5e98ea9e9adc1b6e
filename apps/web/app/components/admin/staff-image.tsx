import { Center, Image, Loader, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useStaffImageUrl } from './use-staff-image.ts'

/** How big: a row of thumbnails, the whole image as wide as its place, or its own pixels. */
export type StaffImageSize = 'thumbnail' | 'large' | 'actual'

const HEIGHTS = { thumbnail: 96, large: 300, actual: 300 } as const

/** A private image of the back office (see use-staff-image.ts), at one of three sizes. */
export function StaffImage(props: { path: string; alt: string; size: StaffImageSize }) {
  const texts = useTexts(adminCommon).images
  const { url, isError } = useStaffImageUrl(props.path)
  if (isError)
    return (
      <Text size="xs" c="red">
        {texts.failed}
      </Text>
    )
  if (!url)
    return (
      <Center h={HEIGHTS[props.size]}>
        <Loader size="sm" />
      </Center>
    )
  switch (props.size) {
    case 'actual':
      // Its own pixels, to read a handwritten line: the modal scrolls around it.
      return <Image src={url} alt={props.alt} w="auto" maw="none" radius="sm" />
    case 'large':
      // Never wider than the screen, never taller than most of it.
      return <Image src={url} alt={props.alt} w="100%" mah="75vh" fit="contain" radius="sm" />
    default:
      return (
        <Image src={url} alt={props.alt} h={HEIGHTS.thumbnail} w="auto" fit="contain" radius="sm" />
      )
  }
}

import type { Image } from '@kyanma/shared'
import { preload } from 'react-dom'

/** Width of the API's small size (`urls.thumbnail`); `urls.public` is the image's full width. */
export const THUMBNAIL_WIDTH = 320

export interface ImageAttributes {
  src: string
  srcSet: string | undefined
  sizes: string
  width: number
  height: number
}

/**
 * `<img>` attributes for a stored image (docs/decisions/010): both stored sizes in `srcSet`, so
 * the browser takes the small one for a card on a phone and the large one where the slot (times
 * the screen's pixel density) needs it; `sizes` says how wide the slot is drawn; width and height
 * give the box its shape before the picture arrives, so nothing below it moves.
 */
export function imageAttributes(image: Image, sizes: string): ImageAttributes {
  const small = Math.min(THUMBNAIL_WIDTH, image.width)
  const srcSet =
    image.urls.thumbnail === image.urls.public
      ? undefined
      : `${image.urls.thumbnail} ${small}w, ${image.urls.public} ${image.width}w`
  return { src: image.urls.thumbnail, srcSet, sizes, width: image.width, height: image.height }
}

/**
 * For the largest image of a page's first screen (its LCP element): called during render, React
 * puts a `<link rel="preload" fetchpriority="high">` for it in the server-rendered head, so the
 * download starts with the HTML instead of after the layout is known. One image per page.
 */
export function preloadImage(attributes: ImageAttributes) {
  preload(attributes.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(attributes.srcSet && { imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes }),
  })
}

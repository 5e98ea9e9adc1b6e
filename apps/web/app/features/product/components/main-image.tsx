import type { Image } from '@kyanma/shared'
import { useLargePicture } from '#app/lib/save-data.ts'
import classes from './product-gallery.module.css'

/**
 * One large product picture (800 px WebP; 320 px when the browser asks to save data), sized by
 * its width and height so nothing jumps; only the first one (`priority`) loads before it is seen.
 */
export function MainImage({
  image,
  name,
  priority,
}: {
  image: Image
  name: string
  priority: boolean
}) {
  const pictureOf = useLargePicture()
  return (
    <img
      className={classes.image}
      src={pictureOf(image)}
      alt={image.alt || name}
      width={image.width}
      height={image.height}
      fetchPriority={priority ? 'high' : 'auto'}
      // The gallery's other pictures wait until they come into view.
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}

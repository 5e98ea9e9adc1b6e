import type { Image } from '@kyanma/shared'
import { usePictureAlt } from '../../../lib/picture-alt.ts'
import classes from './product-gallery.module.css'

/** One large product picture (800 px WebP), sized by its width and height so nothing jumps. */
export function MainImage({
  image,
  name,
  priority,
}: {
  image: Image
  name: string
  priority: boolean
}) {
  const pictureAlt = usePictureAlt()
  return (
    <img
      className={classes.image}
      src={image.urls.public}
      alt={pictureAlt(image.alt, name)}
      width={image.width}
      height={image.height}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}

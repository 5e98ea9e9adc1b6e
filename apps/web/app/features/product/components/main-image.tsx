import type { Image } from '@kyanma/shared'
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
  return (
    <img
      className={classes.image}
      src={image.urls.public}
      alt={image.alt || name}
      width={image.width}
      height={image.height}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}

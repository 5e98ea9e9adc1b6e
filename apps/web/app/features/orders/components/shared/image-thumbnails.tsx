import { ActionIcon, Loader } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import classes from './image-thumbnails.module.css'

export interface Thumbnail {
  key: string | number
  /**
   * The picture; each opens in full in a new tab once it is on the server. While busy it may be
   * the chosen file's local copy, or empty where the browser cannot show one.
   */
  url: string
  alt: string
  /** Still on its way to the server: shown dimmed with a busy mark, not yet a link. */
  busy?: boolean
  /** A remove button on the corner (its accessible name is `removeLabel`). */
  onRemove?: () => void
  removeLabel?: string
}

/**
 * Small square pictures in a row (receipts, prescriptions). Private images load with the
 * session cookie like any other image of the shop's own address.
 */
export function ImageThumbnails(props: { images: readonly Thumbnail[]; label?: string }) {
  if (props.images.length === 0) return null
  return (
    <ul className={classes.list} aria-label={props.label}>
      {props.images.map((image) => (
        <li key={image.key} className={classes.item} aria-busy={image.busy || undefined}>
          {image.busy ? (
            <span className={classes.image}>
              {image.url && <img src={image.url} alt={image.alt} />}
            </span>
          ) : (
            <a href={image.url} target="_blank" rel="noreferrer" className={classes.image}>
              <img src={image.url} alt={image.alt} loading="lazy" />
            </a>
          )}
          {image.busy && (
            <span className={classes.busy}>
              <Loader size="sm" />
            </span>
          )}
          {image.onRemove && (
            <ActionIcon
              className={classes.remove}
              variant="default"
              radius="xl"
              size="md"
              aria-label={image.removeLabel}
              onClick={image.onRemove}
            >
              <IconX size={14} />
            </ActionIcon>
          )}
        </li>
      ))}
    </ul>
  )
}

import { ActionIcon, Loader, RingProgress } from '@mantine/core'
import { IconRefresh, IconX } from '@tabler/icons-react'
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
  /** While busy, the share sent (0 to 1), shown as a ring filling up; a spinner without it. */
  progress?: number
  /** Its upload gave up (the connection stayed down): a button over it sends it again. */
  onRetry?: () => void
  retryLabel?: string
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
              <BusyMark image={image} />
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

/** Over a picture on its way: a retry button, its progress, or a spinner. */
function BusyMark({ image }: { image: Thumbnail }) {
  if (image.onRetry)
    return (
      <ActionIcon
        variant="filled"
        color="red"
        radius="xl"
        size="lg"
        aria-label={image.retryLabel}
        onClick={image.onRetry}
      >
        <IconRefresh size={18} />
      </ActionIcon>
    )
  if (image.progress === undefined) return <Loader size="sm" />
  return (
    <RingProgress
      size={44}
      thickness={4}
      sections={[{ value: image.progress * 100, color: 'blue' }]}
    />
  )
}

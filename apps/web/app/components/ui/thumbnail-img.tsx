import type { CSSProperties } from 'react'

/**
 * A stored picture's thumbnail beside the words that name it (a tile's, a card's title), so its
 * alt is empty. `width` and `height` are its drawn size, so the page does not move when it
 * arrives. It loads when scrolled near and decodes off the main thread; `eager` for the first
 * screen's pictures.
 */
export function ThumbnailImg(props: {
  image: { urls: { thumbnail: string } }
  width: number
  height: number
  className?: string
  style?: CSSProperties
  eager?: boolean
}) {
  return (
    <img
      className={props.className}
      src={props.image.urls.thumbnail}
      alt=""
      width={props.width}
      height={props.height}
      style={props.style}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}

import type { ReactNode } from 'react'
import classes from './card-grid.module.css'

/**
 * Four cards a row on wide screens, two on phones. While its data is missing (only when the
 * server could not fetch it) it holds placeholders shaped like the cards, so nothing jumps.
 */
export function CardGrid(props: {
  pending: boolean
  count: number
  /** Stands in for one card while loading. */
  placeholder: () => ReactNode
  children: ReactNode
}) {
  return (
    <div className={classes.grid}>
      {props.pending
        ? Array.from({ length: props.count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i}>{props.placeholder()}</div>
          ))
        : props.children}
    </div>
  )
}

/** A grey box of a card's height, for cards without a placeholder of their own. */
export function BoxPlaceholder({ height }: { height: number }) {
  return <div className={classes.placeholder} style={{ height }} aria-hidden="true" />
}

import type { ReactNode } from 'react'
import classes from './filters.module.css'

/** A single choice in a list: pressed when chosen; pressing the chosen one again removes it. */
export function ChoiceButton(props: { chosen: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={classes.choice}
      aria-pressed={props.chosen}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  )
}

import { type ReactNode, useId } from 'react'
import classes from './choice-radios.module.css'

export interface Choice<T extends string> {
  value: T
  label: string
  /** A short line under the choice, read out with it but not part of its name. */
  hint?: string
}

/**
 * A group of radio buttons on the browser's own inputs: Mantine's Radio would add its styles
 * (about 2 KB compressed) to the one stylesheet every page of the shop links.
 */
export function ChoiceRadios<T extends string>(props: {
  name: string
  label: string
  choices: readonly Choice<T>[]
  value: T
  onChange: (value: T) => void
  /** Side by side (short labels) or one under another. */
  inline?: boolean
  /** Bordered boxes, for picks such as the wallets. */
  cards?: boolean
  /** Shown under a choice while it is chosen (the wallets under Wallet). */
  under?: (value: T) => ReactNode
}) {
  const id = useId()
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{props.label}</legend>
      <div className={props.inline || props.cards ? classes.inline : classes.stack}>
        {props.choices.map((choice) => {
          const hintId = choice.hint ? `${id}-${choice.value}-hint` : undefined
          return (
            <div key={choice.value}>
              <label className={props.cards ? classes.card : classes.choice}>
                <input
                  type="radio"
                  className={classes.input}
                  name={props.name}
                  value={choice.value}
                  checked={props.value === choice.value}
                  onChange={() => props.onChange(choice.value)}
                  aria-describedby={hintId}
                />
                <span>{choice.label}</span>
              </label>
              {choice.hint && (
                <span id={hintId} className={classes.hint}>
                  {choice.hint}
                </span>
              )}
              {props.value === choice.value && props.under?.(choice.value)}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

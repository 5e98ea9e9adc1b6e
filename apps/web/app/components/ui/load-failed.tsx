import classes from './load-failed.module.css'
import { PlainButton } from './plain-button.tsx'
import type from './type.module.css'

/**
 * A list that could not be loaded: what failed, and a button that asks the server again. Plain
 * elements: the product listing shows it in place of its first screen (issue 18).
 * `py`: the space above and below, in pixels or as a theme spacing.
 */
export function LoadFailed(props: {
  message: string
  retry: string
  onRetry: () => unknown
  py?: 'xl' | number
}) {
  const py = props.py ?? 48
  return (
    <div
      className={classes.failed}
      style={{ paddingBlock: typeof py === 'number' ? py : `var(--mantine-spacing-${py})` }}
    >
      <p className={`${type.text} ${type.md}`}>{props.message}</p>
      <PlainButton variant="light" onClick={() => void props.onRetry()}>
        {props.retry}
      </PlainButton>
    </div>
  )
}

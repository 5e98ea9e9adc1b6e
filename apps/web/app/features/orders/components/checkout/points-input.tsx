import { latinDigits } from '@kyanma/shared'
import { TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { notify } from '../../../../lib/notify.ts'
import { useTexts } from '../../../../lib/texts.ts'
import { orders } from '../../../../locales/en/orders.ts'

/**
 * Points to spend (spec section 5): a number above the customer's balance shows the red toast
 * 'Your current point is not enough.' and is not taken; anything else is. Burmese digits (၀-၉)
 * count as the same number; the box keeps them as typed (issue 15).
 */
export function PointsInput(props: {
  points: number
  balance: number
  onChange: (points: number) => void
  /** Shown under the box: the balance, or that only what the total needs is used. */
  description: string
}) {
  const texts = useTexts(orders)
  const [draft, setDraft] = useState(props.points ? String(props.points) : '')
  useEffect(() => setDraft(props.points ? String(props.points) : ''), [props.points])
  return (
    <TextInput
      label={texts.summary.points}
      description={props.description}
      inputMode="numeric"
      placeholder="0"
      value={draft}
      onChange={(event) => {
        const typed = event.currentTarget.value.trim()
        if (typed === '') {
          setDraft('')
          return props.onChange(0)
        }
        const number = latinDigits(typed)
        if (!/^\d+$/.test(number)) return
        const points = Number.parseInt(number, 10)
        if (points > props.balance) {
          void notify.error(texts.pointsNotEnough)
          return
        }
        setDraft(typed)
        props.onChange(points)
      }}
    />
  )
}

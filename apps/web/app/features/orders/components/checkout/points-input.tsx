import { DigitsInput } from '#app/components/ui/digits-input.tsx'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { orders } from '#app/locales/en/orders.ts'

/**
 * Points to spend (spec section 5): a number above the customer's balance shows the red toast
 * 'Your current point is not enough.' and is not taken; anything else is. Burmese digits (၀-၉)
 * count as the same number; the box shows the page's digits (issue 15).
 */
export function PointsInput(props: {
  points: number
  balance: number
  onChange: (points: number) => void
  /** Shown under the box: the balance, or that only what the total needs is used. */
  description: string
}) {
  const texts = useTexts(orders)
  const format = useFormat()
  return (
    <DigitsInput
      label={texts.summary.points}
      description={props.description}
      placeholder={format.digits('0')}
      value={props.points ? String(props.points) : ''}
      onDigits={(number) => {
        if (number === '') {
          props.onChange(0)
          return true
        }
        if (!/^\d+$/.test(number)) return false
        const points = Number.parseInt(number, 10)
        if (points > props.balance) {
          void notify.error(texts.pointsNotEnough)
          return false
        }
        props.onChange(points)
        return true
      }}
    />
  )
}

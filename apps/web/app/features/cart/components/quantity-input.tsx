import { DigitsInput } from '#app/components/ui/digits-input.tsx'

/**
 * The typed quantity of a cart line. The box keeps what is being typed (it may be empty for a
 * moment while a number is replaced); every whole number typed is applied at once, and leaving
 * the box shows the cart's quantity again, in the page's digits (issue 15: ၀-၉ count too).
 */
export function QuantityInput(props: {
  quantity: number
  label: string
  onChange: (quantity: number) => void
}) {
  return (
    <DigitsInput
      aria-label={props.label}
      value={String(props.quantity)}
      w={52}
      size="xs"
      styles={{ input: { textAlign: 'center' } }}
      onDigits={(number) => {
        if (/^-?\d+$/.test(number)) props.onChange(Number.parseInt(number, 10))
        return true
      }}
    />
  )
}

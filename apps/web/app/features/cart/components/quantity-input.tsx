import { latinDigits } from '@kyanma/shared'
import { TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'

/**
 * The typed quantity of a cart line. The box keeps what is being typed (it may be empty for a
 * moment while a number is replaced); every whole number typed is applied at once, and leaving
 * the box shows the cart's quantity again. Burmese digits (၀-၉) count as the same number (issue 15).
 */
export function QuantityInput(props: {
  quantity: number
  label: string
  onChange: (quantity: number) => void
}) {
  const [draft, setDraft] = useState(String(props.quantity))
  useEffect(() => setDraft(String(props.quantity)), [props.quantity])
  return (
    <TextInput
      aria-label={props.label}
      value={draft}
      inputMode="numeric"
      w={52}
      size="xs"
      styles={{ input: { textAlign: 'center' } }}
      onChange={(event) => {
        const typed = event.currentTarget.value
        setDraft(typed)
        const number = latinDigits(typed)
        if (/^\s*-?\d+\s*$/.test(number)) props.onChange(Number.parseInt(number, 10))
      }}
      onBlur={() => setDraft(String(props.quantity))}
    />
  )
}

import { latinDigits } from '@kyanma/shared'
import { TextInput, type TextInputProps } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useFormat } from '#app/lib/use-format.ts'

/**
 * A box for a whole number a shopper types (a quantity, points, a customer id), in the page's
 * digits (issue 15): ၀-၉ or 0-9 are both taken, the field's value is in Latin digits, and the box
 * shows the value in the page's digits (၁၂ on /my, 12 elsewhere). While being typed in, the box
 * keeps the person's own text, so the caret does not jump; it turns into the page's digits when
 * the box is left or when the value changes from elsewhere (a + button, a scanned code).
 */
export function DigitsInput({
  value,
  onDigits,
  onBlur,
  ...rest
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The field's value in Latin digits; '' when empty. */
  value: string
  /**
   * The trimmed text typed, read in Latin digits. Returning false leaves the box as it was
   * (the text is not taken); anything else keeps the typed text in the box.
   */
  onDigits: (latin: string) => boolean | undefined
}) {
  const format = useFormat()
  // What the person is typing (null when they are not): kept as typed until the box is left.
  const [typed, setTyped] = useState<string | null>(null)
  // A value set from elsewhere replaces the typed text; the value the typing gave keeps it.
  useEffect(() => {
    setTyped((text) => (text !== null && latinDigits(text.trim()) === value ? text : null))
  }, [value])
  return (
    <TextInput
      inputMode="numeric"
      {...rest}
      value={typed ?? format.digits(value)}
      onChange={(event) => {
        const text = event.currentTarget.value
        if (onDigits(latinDigits(text.trim())) !== false) setTyped(text)
      }}
      onBlur={(event) => {
        setTyped(null)
        onBlur?.(event)
      }}
    />
  )
}

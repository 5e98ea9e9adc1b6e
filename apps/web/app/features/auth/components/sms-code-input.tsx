import { latinDigits, SMS_CODE_LENGTH } from '@kyanma/shared'
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { auth as authTexts } from '#app/locales/en/auth.ts'
import classes from './sms-code-input.module.css'

export const emptyCode = (): string[] => Array.from({ length: SMS_CODE_LENGTH }, () => '')

interface SmsCodeInputProps {
  digits: readonly string[]
  onChange: (digits: string[]) => void
  /** Something other than digits was typed or pasted into this box; it was not taken. */
  onRefused: (box: number) => void
  /** The message under the boxes ('Invalid input', 'SMS code is required.'). */
  error?: string
  /** The boxes the message is about. */
  invalidBoxes?: readonly number[]
}

/** Spaces dropped, and Burmese digits (၀-၉) read as the Latin ones the code is (issue 15). */
const digitsOnly = (text: string) => latinDigits(text.replace(/\s/g, ''))
const isDigits = (text: string) => /^[0-9]+$/.test(text)

/**
 * The six single-digit boxes of the SMS code (spec section 5): a digit moves on to the next box,
 * Backspace in an empty box goes back to the previous one, a pasted or auto-filled code fills
 * them all, and anything but the digits 0-9 (or Burmese ၀-၉, kept as 0-9) is refused.
 */
export function SmsCodeInput({
  digits,
  onChange,
  onRefused,
  error,
  invalidBoxes = [],
}: SmsCodeInputProps) {
  const texts = useTexts(authTexts).smsCode
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const errorId = useId()

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), SMS_CODE_LENGTH - 1)]
    box?.focus()
    box?.select()
  }

  /** Writes `text` (digits) from box `start` on, or from the first box when it is a whole code. */
  const fill = (start: number, text: string) => {
    const from = text.length >= SMS_CODE_LENGTH ? 0 : start
    const chars = text.slice(0, SMS_CODE_LENGTH - from).split('')
    const next = [...digits]
    chars.forEach((char, offset) => {
      next[from + offset] = char
    })
    onChange(next)
    focusBox(from + chars.length)
  }

  const handleInput = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits]
      next[index] = ''
      return onChange(next)
    }
    // Typing into a filled box leaves the old digit beside the new one: keep the new one.
    const old = digits[index]
    const typed = old && value.length === 2 && value.includes(old) ? value.replace(old, '') : value
    const text = digitsOnly(typed)
    if (!isDigits(text)) return onRefused(index)
    fill(index, text)
  }

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const text = digitsOnly(event.clipboardData.getData('text'))
    if (!isDigits(text)) return onRefused(index)
    fill(index, text)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight' && index < SMS_CODE_LENGTH - 1) {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.label}>{texts.label}</legend>
      <div className={classes.row}>
        {digits.map((digit, index) => {
          const invalid = invalidBoxes.includes(index)
          return (
            <input
              // The boxes never move or change in number.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity here
              key={index}
              ref={(element) => {
                boxes.current[index] = element
              }}
              className={classes.box}
              type="text"
              inputMode="numeric"
              pattern="[0-9\u1040-\u1049]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={texts.digit(index + 1, SMS_CODE_LENGTH)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              value={digit}
              onChange={(event) => handleInput(index, event.target.value)}
              onPaste={(event) => handlePaste(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onFocus={(event) => event.target.select()}
            />
          )
        })}
      </div>
      <p id={errorId} className={classes.error} role="alert">
        {error}
      </p>
    </fieldset>
  )
}

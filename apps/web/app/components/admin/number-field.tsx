import { burmeseDigits, latinDigits } from '@kyanma/shared'
import { NumberInput, type NumberInputProps } from '@mantine/core'
import type { ClipboardEvent, ComponentType } from 'react'
import { NumberFormatBase, type NumericFormatProps, useNumericFormat } from 'react-number-format'
import { useLanguage } from '#app/lib/language.ts'

/**
 * The box Mantine's NumberInput types into (react-number-format's NumericFormat), taught Myanmar
 * digits as react-number-format documents for other numerals: typed or pasted ၀-၉ are read as
 * 0-9 before its own rules run (they would drop them), and `shown` writes the digits back for
 * display. Each Myanmar digit is one UTF-16 unit like its Latin twin, so caret positions hold.
 */
function digitsFormat(shown: (latin: string) => string) {
  function DigitsFormat(props: NumericFormatProps) {
    const numeric = useNumericFormat(props)
    const { format, removeFormatting, isValidInputCharacter, isCharacterSame } = numeric
    return (
      <NumberFormatBase
        {...numeric}
        format={(value) => shown(format?.(value) ?? value)}
        removeFormatting={(value, change) => {
          const latin = latinDigits(value)
          const meta = change && { ...change, lastValue: latinDigits(change.lastValue) }
          return removeFormatting ? removeFormatting(latin, meta) : latin
        }}
        isValidInputCharacter={(character) =>
          isValidInputCharacter?.(latinDigits(character)) ?? true
        }
        isCharacterSame={(compared) =>
          isCharacterSame?.({
            ...compared,
            currentValue: latinDigits(compared.currentValue),
            lastValue: latinDigits(compared.lastValue),
            formattedValue: latinDigits(compared.formattedValue),
          }) ?? false
        }
        // Mantine reads a paste's thousand separators before the box does; it must see Latin
        // digits to tell '၁,၂၅၀' (1250) from a decimal comma.
        onPaste={props.onPaste && ((event) => props.onPaste?.(withLatinClipboard(event)))}
      />
    )
  }
  return DigitsFormat
}

/** The paste event as it is, but its clipboard text read with Latin digits. */
function withLatinClipboard(event: ClipboardEvent<HTMLInputElement>) {
  const clipboardData = {
    getData: (format: string) => latinDigits(event.clipboardData.getData(format)),
  }
  return Object.create(event, { clipboardData: { value: clipboardData } }) as typeof event
}

const LatinDigitsFormat = digitsFormat((latin) => latin)
const MyanmarDigitsFormat = digitsFormat(burmeseDigits)

/**
 * Mantine's NumberInput takes the box it renders as `component` (it passes everything it is not
 * told about through to that box); the prop is not in its public types.
 */
const NumberInputWithBox = NumberInput as ComponentType<
  NumberInputProps & { component: ComponentType<NumericFormatProps> }
>

/**
 * Every number box of the back office (issue 15): Mantine's NumberInput that also takes Myanmar
 * digits ၀-၉, typed or pasted, as the number they write (the form gets 1250 for '၁၂၅၀'), and on
 * Burmese pages shows its value in Myanmar digits. Use it instead of NumberInput.
 */
export function NumberField(props: NumberInputProps) {
  const box = useLanguage() === 'my' ? MyanmarDigitsFormat : LatinDigitsFormat
  return <NumberInputWithBox {...props} component={box} />
}

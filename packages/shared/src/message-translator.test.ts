import { describe, expect, it } from 'vitest'
import { messagePairs, messageTranslator } from './message-translator.ts'

describe('messageTranslator', () => {
  const english = {
    hello: 'Hello',
    tooLong: 'Keep it under {max} characters.',
    wrapped: 'Why: {reason}',
  }
  const other = {
    hello: 'Bonjour',
    tooLong: 'Moins de {max} caractères.',
    wrapped: 'Pourquoi : {reason}',
  }
  const translate = messageTranslator(messagePairs(english, other))

  it('finds texts exactly and as filled templates, their catalogue values translated too', () => {
    expect(translate('Hello')).toBe('Bonjour')
    expect(translate('Keep it under 500 characters.')).toBe('Moins de 500 caractères.')
    expect(translate('Why: Hello')).toBe('Pourquoi : Bonjour')
  })

  it('knows nothing outside its pairs', () => {
    expect(translate('Aye Aye wrote this')).toBeUndefined()
  })
})

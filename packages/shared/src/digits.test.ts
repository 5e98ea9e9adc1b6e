import { describe, expect, it } from 'vitest'
import { latinDigits } from './digits.ts'
import { burmeseDigits } from './format.ts'

describe('latinDigits', () => {
  it('reads every Burmese digit as its Latin one', () => {
    expect(latinDigits('၀၁၂၃၄၅၆၇၈၉')).toBe('0123456789')
  })

  it('keeps Latin digits, separators and other letters as they are', () => {
    expect(latinDigits('+၉၅ 9 ၇၉၀-000')).toBe('+95 9 790-000')
    expect(latinDigits('ကျပ် 12')).toBe('ကျပ် 12')
    expect(latinDigits('')).toBe('')
  })

  it('undoes burmeseDigits', () => {
    expect(latinDigits(burmeseDigits('1,250 / 10'))).toBe('1,250 / 10')
  })
})

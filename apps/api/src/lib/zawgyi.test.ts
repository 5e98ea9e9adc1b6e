import { describe, expect, it } from 'vitest'
import { zawgyiToUnicode } from './zawgyi.ts'

// Each pair: the same words as a Zawgyi phone types them, and in Unicode.
const SAME_WORDS = [
  { zawgyi: 'ေဒၚေအးေအး', unicode: 'ဒေါ်အေးအေး' },
  { zawgyi: 'ရန္ကုန္ၿမိဳ႔၊ ကမာရြတ္ၿမိဳ႔နယ္', unicode: 'ရန်ကုန်မြို့၊ ကမာရွတ်မြို့နယ်' },
  { zawgyi: 'ေက်းဇူးတင္ပါသည္', unicode: 'ကျေးဇူးတင်ပါသည်' },
]

describe('Zawgyi text becomes Unicode; everything else stays as typed', () => {
  it.each(SAME_WORDS)('$zawgyi → $unicode', ({ zawgyi, unicode }) => {
    expect(zawgyiToUnicode(zawgyi)).toBe(unicode)
  })

  it.each(SAME_WORDS)('leaves Unicode $unicode untouched', ({ unicode }) => {
    expect(zawgyiToUnicode(unicode)).toBe(unicode)
  })

  it('leaves Shan and Mon (Unicode in the same block) and Latin text untouched', () => {
    for (const text of ['ၵႂၢမ်းတႆး', 'ဘာသာမန်', 'Paracetamol 500 mg', ''])
      expect(zawgyiToUnicode(text)).toBe(text)
  })
})

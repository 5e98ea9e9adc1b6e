import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import myanmarTools from 'myanmar-tools'
import { describe, expect, it } from 'vitest'
import { isWellFormedUnicodeBurmese } from './unicode-burmese.ts'
import { zawgyiToUnicode } from './zawgyi.ts'

// Each pair: the same words as a Zawgyi phone types them, and in Unicode.
const SAME_WORDS = [
  { zawgyi: 'ေဒၚေအးေအး', unicode: 'ဒေါ်အေးအေး' },
  { zawgyi: 'ရန္ကုန္ၿမိဳ႔၊ ကမာရြတ္ၿမိဳ႔နယ္', unicode: 'ရန်ကုန်မြို့၊ ကမာရွတ်မြို့နယ်' },
  { zawgyi: 'ေက်းဇူးတင္ပါသည္', unicode: 'ကျေးဇူးတင်ပါသည်' },
]

/** Unicode the detector alone scored above 0.95 and the old rule broke (decision 036). */
const UNICODE_THE_DETECTOR_TOOK_FOR_ZAWGYI = [
  'မေတ္တာစာအုပ်တိုက်',
  'ဝါးစားရုံသာ၊ ရေမလိုပါ',
  'စက္ကူတံ',
  'မေတ္တာ',
  'မိတ္တူကို',
  'အဓိပ္ပာယ်',
  'လက္ခဏာ',
  'ကြက်ဥ',
  'ခြေဖဝါး',
]

/** Shop words with stacked consonants, kinzi, the four medials, ေ with ာ, and names and places. */
const UNICODE_WORDS = [
  'ဆေးဆိုင်',
  'ဗီတာမင်',
  'ပစ္စည်း',
  'ကျန်းမာရေး',
  'မင်္ဂလာပါ',
  'သတ္တု',
  'ဝိဇ္ဇာ',
  'ကမ္ဘာ',
  'သင်္ဘော',
  'အင်္ဂလိပ်',
  'ဗုဒ္ဓ',
  'ပုဂ္ဂိုလ်',
  'ဥက္ကဋ္ဌ',
  'သဒ္ဒါ',
  'မန္တလေး',
  'ဗြဟ္မာ',
  'တနင်္လာ',
  'အင်္ကျီ',
  'ပဉ္စမ',
  'ကျွန်တော်',
  'ကျွန်ုပ်တို့',
  'ယောက်ျား',
  'ရွှေ',
  'လျှော့စျေး',
  'မြန်မာ',
  'ချောကလက်',
  'ကော်ဖီ',
  'ပေါင်မုန့်',
  'နို့မှုန့်',
  'သကြား',
  'ပြန်အမ်းငွေ',
  'ငွေချေမည်',
  'ပို့ဆောင်ခ',
  'ဖုန်းနံပါတ်',
  'ဒေါ်အေးအေး',
  'ဦးမောင်မောင်',
  'ရန်ကုန်မြို့',
  'နေပြည်တော်',
  'မော်လမြိုင်',
  'ပဋိဇီဝဆေး',
  'ခေါင်းကိုက်ပျောက်ဆေး',
  'ချောင်းဆိုး',
  'ဝမ်းလျှော',
  'ဆပ်ပြာ',
  'ခေါင်းလျှော်ရည်',
  'ကလေး',
  'ဟုတ်ကဲ့',
  'ဘယ်လောက်လဲ',
  'မရှိတော့ပါ',
  '၎င်း',
  'ဥယျာဉ်',
  'ဩဂုတ်',
  'ကြော်ငြာ',
  'လျှောက်လွှာ',
  'ဒက်ရှ်ဘုတ်',
  'မက်ဆေ့ချ်',
  'ကျပ် ၁၂,၅၀၀',
  'Vitamin C ဗီတာမင်စီ ၁၀၀၀ mg',
]

/**
 * Unicode words a Zawgyi phone types differently, which the API must bring back exactly. (Zawgyi
 * has one spelling for စျေး and ဈေး; the converter gives ဈေး, so the list uses that.)
 */
const WORDS_TYPED_IN_ZAWGYI = [
  'ဆေးဆိုင်',
  'ဆေး',
  'ဈေး',
  'တင်',
  'ကလေး',
  'ဈေးခြင်း',
  'ကျန်းမာရေး',
  'မင်္ဂလာပါ',
  'ပစ္စည်း',
  'ကုန်ပစ္စည်းများ',
  'ဗီတာမင်',
  'ကျေးဇူးပါ',
  'လိပ်စာ',
  'တစ်ခု',
  'ပုံ',
  'သုံးသပ်ချက်',
  'ဖျားနာ',
  'ချောင်းဆိုး',
  'နှာစေး',
  'ဆရာဝန်',
  'အရည်အသွေး',
  'ပြည်ထောင်စု',
  'မြို့နယ်',
  'ရပ်ကွက်',
  'ကျွန်တော်',
  'ဦးမောင်မောင်',
  'ဒေါ်မြမြ',
  'ဘယ်လောက်လဲ',
  'ရှိပါသလား',
  'ငွေချေမည်',
  'လျှော့ဈေး',
  'သွားတိုက်ဆေး',
  'ဗီတာမင်စီ',
  'ရန်ကုန်မြို့ လှိုင်မြို့နယ် အမှတ် ၁၂',
  'ဒီဆေးကို ဘယ်လိုသောက်ရမလဲ',
]

/**
 * Words whose Zawgyi is also well-formed Unicode: the letters cannot tell, and the detector is not
 * trusted alone (decision 036), so they stay as typed. Zawgyi for မှ is Unicode မွ, for ရှာပါ the
 * Unicode ရွာပါ, for ဇန်နဝါရီ a Pali stack န္န as Unicode writes it.
 */
const AMBIGUOUS_ZAWGYI = ['မှ', 'ရှာပါ', 'ဇန်နဝါရီ', 'ဥပဒေ', 'ပိတ်ထား']

const converter = new myanmarTools.ZawgyiConverter()
const asZawgyi = (unicode: string) => converter.unicodeToZawgyi(unicode)

describe('Zawgyi text becomes Unicode; everything else stays as typed', () => {
  it.each(SAME_WORDS)('$zawgyi → $unicode', ({ zawgyi, unicode }) => {
    expect(zawgyiToUnicode(zawgyi)).toBe(unicode)
  })

  it.each(SAME_WORDS)('leaves Unicode $unicode untouched', ({ unicode }) => {
    expect(zawgyiToUnicode(unicode)).toBe(unicode)
  })

  it.each(UNICODE_THE_DETECTOR_TOOK_FOR_ZAWGYI)('leaves Unicode %s untouched', (unicode) => {
    expect(zawgyiToUnicode(unicode)).toBe(unicode)
  })

  it('leaves Unicode shop words, names and places untouched', () => {
    expect(UNICODE_WORDS.filter((unicode) => zawgyiToUnicode(unicode) !== unicode)).toEqual([])
  })

  it('brings words, names, addresses and sentences typed in Zawgyi back to Unicode', () => {
    for (const unicode of WORDS_TYPED_IN_ZAWGYI) expect(asZawgyi(unicode)).not.toBe(unicode)
    const wrong = WORDS_TYPED_IN_ZAWGYI.filter(
      (unicode) => zawgyiToUnicode(asZawgyi(unicode)) !== unicode,
    )
    expect(wrong).toEqual([])
  })

  it('keeps Zawgyi that is also well-formed Unicode as typed', () => {
    for (const unicode of AMBIGUOUS_ZAWGYI) {
      const zawgyi = asZawgyi(unicode)
      expect(isWellFormedUnicodeBurmese(zawgyi)).toBe(true)
      expect(zawgyiToUnicode(zawgyi)).toBe(zawgyi)
    }
  })

  it('leaves Shan and Mon (Unicode in the same block) and Latin text untouched', () => {
    const shan = ['ၵႂၢမ်းတႆး', 'ၼမ်ႉ', 'ၵူၼ်း', 'မိူင်းထႆး', 'ႁဝ်းၶႃႈ', 'လိူၼ်', 'ၸိုဝ်ႈ', 'ဢမ်ႇ']
    const mon = ['ဘာသာမန်', 'ဂကူမန်', 'ဍုၚ်မန်', 'ကၠုင်', 'ညးမန်', 'မၞိဟ်']
    for (const text of [...shan, ...mon, 'Paracetamol 500 mg', ''])
      expect(zawgyiToUnicode(text)).toBe(text)
  })
})

describe('well-formed Unicode Burmese: each sign where Unicode puts it', () => {
  it.each([
    ['ေဆး', 'ေ before its consonant'],
    ['ျမန္မာ', 'ya-yit before its consonant'],
    ['တင္', 'virama ending a word (Zawgyi asat)'],
    ['တစ္ခု', 'virama between consonants that do not stack'],
    ['ဆိုင္ကို', 'င over က, which Unicode writes as kinzi'],
    ['မ်ား', 'a vowel after asat (Zawgyi ya-pin)'],
    ['ပံု', 'ု after ံ'],
    ['ကေလး', 'visarga on a bare consonant'],
    ['ၵႂၢမ်း', 'Shan letters: not Burmese, the detector decides'],
  ])('%s is not (%s)', (text) => {
    expect(isWellFormedUnicodeBurmese(text)).toBe(false)
  })

  it.each(['မင်္ဂလာပါ', 'ပစ္စည်း', 'ဗုဒ္ဓ', 'ကျွန်ုပ်', 'ယောက်ျား', 'ဒက်ရှ်ဘုတ်', 'ဦး', '၎င်း', 'abc'])(
    '%s is',
    (text) => {
      expect(isWellFormedUnicodeBurmese(text)).toBe(true)
    },
  )
})

describe('the shop’s own Burmese texts are Unicode the normaliser leaves alone', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url))
  const sources = [
    ...sourceFiles(`${root}apps/web/app/locales/my`),
    ...sourceFiles(`${root}apps/api/src/db/demo-seed/data/my`),
    `${root}packages/shared/src/messages-my.ts`,
  ]
  const texts = [...new Set(sources.flatMap((file) => burmeseLiterals(readFileSync(file, 'utf8'))))]
  const words = [
    ...new Set(texts.flatMap((text) => text.split(/[^\u1000-\u109f]+|[\u104a\u104b]/))),
  ]

  it('reads more than a thousand texts', () => {
    expect(texts.length).toBeGreaterThan(1000)
  })

  it('changes none of them, whole or word by word (a search is often one word)', () => {
    const changed = [...texts, ...words].filter((text) => zawgyiToUnicode(text) !== text)
    expect(changed).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name}`)
}

/** String literals with Burmese in them; template literals cut at their `${…}` parts. */
function burmeseLiterals(source: string): string[] {
  const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g
  return [...source.matchAll(literal)]
    .flatMap((match) => (match[1] ?? match[2] ?? match[3] ?? '').split(/\$\{[^}]*\}|\n/))
    .map((text) => text.trim())
    .filter((text) => /[\u1000-\u109f]/.test(text))
}

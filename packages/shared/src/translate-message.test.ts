import { describe, expect, it } from 'vitest'
import { languageFromAcceptLanguage } from './accept-language.ts'
import { messages, orderNotices, pointNotices } from './messages.ts'
import { messagesMy, orderNoticesMy } from './messages-my.ts'
import { cataloguePairs, describeForeignText, translateMessage } from './translate-message.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the Burmese catalogue', () => {
  it('keeps every placeholder of the English text, and is Unicode Burmese', () => {
    for (const [english, burmese] of cataloguePairs()) {
      expect(placeholders(burmese), english).toEqual(placeholders(english))
      expect(burmese, english).toMatch(/[\u1000-\u109f]/)
    }
  })

  it('gives one Burmese text to English words used twice', () => {
    const seen = new Map<string, string>()
    for (const [english, burmese] of cataloguePairs()) {
      expect(seen.get(english) ?? burmese, english).toBe(burmese)
      seen.set(english, burmese)
    }
  })
})

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage(messages.loginSuccessful, 'en')).toBe('Login successful!')
  })

  it('finds a catalogue text by its English words', () => {
    expect(translateMessage('Login successful!', 'my')).toBe(messagesMy.loginSuccessful)
    expect(translateMessage('Passwords do not match', 'my')).toBe('စကားဝှက် နှစ်ခု မတူပါ')
  })

  it('translates a filled template with its values', () => {
    expect(translateMessage('Sorry, Paracetamol 500mg is out of stock.', 'my')).toBe(
      'စိတ်မရှိပါနဲ့၊ Paracetamol 500mg ပစ္စည်းပြတ်နေပါတယ်။',
    )
    expect(translateMessage('must be a range of numbers from 0 to 1000000', 'my')).toBe(
      '0 မှ 1000000 အတွင်း ဂဏန်း အပိုင်းအခြား ဖြစ်ရပါမယ်',
    )
  })

  it('translates a catalogue text inside a filled value (a reason in a cancel notice)', () => {
    const english = orderNotices.CANCELLED.description
      .replace('{voucherNo}', 'KY-1001')
      .replace('{reason}', messages.orderAutoCancelReason.replace('{hours}', '48'))
    expect(translateMessage(english, 'my')).toBe(
      orderNoticesMy.CANCELLED.description
        .replace('{voucherNo}', 'KY-1001')
        .replace('{reason}', '48 နာရီအတွင်း ငွေမချေလို့'),
    )
  })

  it('keeps a staff note in a notice as written', () => {
    const english = pointNotices.staffAdded.description
      .replace('{points}', '50')
      .replace('{reason}', 'Sorry for the late parcel')
    expect(translateMessage(english, 'my')).toBe(
      'ဆိုင်က သင့်လက်ကျန်ထဲ ပွိုင့် 50 ထည့်ပေးပါပြီ- Sorry for the late parcel',
    )
  })

  it('answers words that are not ours unchanged', () => {
    expect(translateMessage('Aye Aye wrote this', 'my')).toBe('Aye Aye wrote this')
  })

  it('wraps a foreign English detail in a Burmese sentence', () => {
    expect(describeForeignText('Too big', 'en', 'invalidDetail')).toBe('Too big')
    expect(describeForeignText('Too big', 'my', 'invalidDetail')).toBe('ထည့်ထားတာ မမှန်ပါ (Too big)')
  })
})

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['my', 'my'],
    ['my-MM', 'my'],
    ['MY-mm', 'my'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['en;q=0.5, my;q=0.8', 'my'],
    ['my;q=0.9, en', 'en'],
    ['fr-FR, my;q=0.3, en;q=0.2', 'my'],
    ['my;q=0, en;q=0.1', 'en'],
    ['my, en', 'my'],
    ['en, my', 'en'],
    [' my-MM ; q=1 ', 'my'],
  ])('%s → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language)
  })

  it.each([undefined, '', 'fr', '*', 'my;q=0', 'th-TH, zh;q=0.8', 'my;q=abc'])(
    'no shop language in %s',
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBeUndefined()
    },
  )
})

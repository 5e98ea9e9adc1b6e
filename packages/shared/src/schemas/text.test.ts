import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { messages } from '../messages.ts'
import { burmeseVersion, exactText, nameText, text } from './text.ts'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message)

describe('the shared request text type', () => {
  it.each([
    ['text', text()],
    ['nameText', nameText()],
    ['exactText', exactText()],
  ])('%s refuses a NUL character and a lone surrogate with a message', (_, schema) => {
    expect(messageOf(schema.safeParse('Aye\u0000Aye'))).toEqual([messages.textHasNul])
    expect(messageOf(schema.safeParse('Aye\ud800'))).toEqual([messages.textHasLoneSurrogate])
    expect(messageOf(schema.safeParse('\udc00Aye'))).toEqual([messages.textHasLoneSurrogate])
  })

  it('keeps whole surrogate pairs (emoji) and Burmese text', () => {
    expect(text().parse(' ကျန်းမာ 🌿 ')).toBe('ကျန်းမာ 🌿')
  })

  it('trims, and limits apply to the trimmed text', () => {
    expect(text().parse('  Pyay Road  ')).toBe('Pyay Road')
    expect(text().min(1, messages.required).safeParse('   ').success).toBe(false)
    expect(exactText().parse(' secret ')).toBe(' secret ')
  })

  it('strips bidi overrides, isolates and zero-width characters from names only', () => {
    const spoofed = '\u202eAye\u200b Aye\u2066\u2069\ufeff '
    expect(nameText().parse(spoofed)).toBe('Aye Aye')
    expect(text().parse('a\u200bb')).toBe('a\u200bb')
  })
})

describe('burmeseVersion (decision 039)', () => {
  const schema = z.object({ nameMy: burmeseVersion(nameText().max(10)) })
  it('keeps a left-out version out, clears with null or empty, trims and checks the rest', () => {
    expect(schema.parse({})).toEqual({})
    expect(schema.parse({ nameMy: null })).toEqual({ nameMy: null })
    expect(schema.parse({ nameMy: '  ' })).toEqual({ nameMy: null })
    expect(schema.parse({ nameMy: ' ဆေး\u200b ' })).toEqual({ nameMy: 'ဆေး' })
    expect(schema.safeParse({ nameMy: 'ကကကကကကကကကကက' }).success).toBe(false)
    expect(schema.safeParse({ nameMy: 'a\u0000' }).success).toBe(false)
  })
})

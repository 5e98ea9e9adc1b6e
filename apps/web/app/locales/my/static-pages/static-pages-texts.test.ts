import { DEFAULT_REFERRAL_BONUS_POINTS, LOYALTY_LEVELS, SHOP } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { about as englishAbout } from '#app/locales/en/static-pages/about.ts'
import { deliveryMethod as englishDeliveryMethod } from '#app/locales/en/static-pages/delivery-method.ts'
import { privacyPolicy as englishPrivacyPolicy } from '#app/locales/en/static-pages/privacy-policy.ts'
import { returnPolicy as englishReturnPolicy } from '#app/locales/en/static-pages/return-policy.ts'
import { rewardProgram as englishRewardProgram } from '#app/locales/en/static-pages/reward-program.ts'
import { facts as englishFacts } from '#app/locales/en/static-pages/shop-facts.ts'
import { about } from './about.ts'
import { deliveryMethod } from './delivery-method.ts'
import { privacyPolicy } from './privacy-policy.ts'
import { returnPolicy } from './return-policy.ts'
import { rewardProgram } from './reward-program.ts'
import { shopAddress } from './shop-address.ts'
import { facts } from './shop-facts.ts'

/** Each Burmese text object beside the English one it translates. */
const PAIRS = {
  facts: [facts, englishFacts],
  about: [about, englishAbout],
  deliveryMethod: [deliveryMethod, englishDeliveryMethod],
  privacyPolicy: [privacyPolicy, englishPrivacyPolicy],
  returnPolicy: [returnPolicy, englishReturnPolicy],
  rewardProgram: [rewardProgram, englishRewardProgram],
} as const

/**
 * Latin-only strings allowed in the Burmese pages: the loyalty level names, which stay as the
 * server stores them so the Reward Program table matches the level the profile shows.
 */
const LATIN_ALLOWED = new Set<string>(LOYALTY_LEVELS.map((level) => level.name))

interface TextPair {
  path: string
  burmese: string
  english: string
}

/**
 * Walks a Burmese object and its English original together, calling functions with the same
 * sample argument (the referral bonus), and yields every string with its English counterpart.
 * These pages translate one to one, so lists have the English lengths.
 */
function* walk(burmese: unknown, english: unknown, path: string): Generator<TextPair> {
  if (typeof burmese === 'string') {
    expect(typeof english, path).toBe('string')
    yield { path, burmese, english: english as string }
  } else if (typeof burmese === 'function') {
    const sample = DEFAULT_REFERRAL_BONUS_POINTS
    yield* walk(burmese(sample), (english as (n: number) => unknown)(sample), `${path}()`)
  } else if (Array.isArray(burmese)) {
    expect(burmese, path).toHaveLength((english as unknown[]).length)
    for (const [index, item] of burmese.entries()) {
      yield* walk(item, (english as unknown[])[index], `${path}[${index}]`)
    }
  } else if (burmese && typeof burmese === 'object') {
    expect(Object.keys(burmese).sort(), path).toEqual(Object.keys(english as object).sort())
    for (const [key, value] of Object.entries(burmese)) {
      yield* walk(value, (english as Record<string, unknown>)[key], `${path}.${key}`)
    }
  }
}

const allPairs = Object.entries(PAIRS).flatMap(([name, [burmese, english]]) => [
  ...walk(burmese, english, name),
])

/** The numbers a text states, whatever digits it writes them in ("၁,၀၀၀" and "1,000" → 1000). */
function numbersIn(text: string) {
  const western = text.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040))
  return new Set((western.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, ''))))
}

describe('Burmese information pages', () => {
  it('write every text in Burmese, apart from the allowed Latin names', () => {
    expect(allPairs.length).toBeGreaterThan(50)
    for (const { path, burmese } of allPairs) {
      if (LATIN_ALLOWED.has(burmese)) continue
      expect(burmese, path).toMatch(/[\u1000-\u109F]/)
    }
  })

  it('write Unicode Burmese, not Zawgyi', () => {
    for (const { path, burmese } of allPairs) {
      // Zawgyi keeps its stacked and reshaped letters at U+1060-U+109F, which plain Burmese
      // (letters, marks and digits up to U+105F) never needs.
      expect(burmese, path).not.toMatch(/[\u1060-\u109F]/)
      // Zawgyi types the vowel sign E (ေ) before its consonant, so a word would start with it.
      expect(burmese, path).not.toMatch(/(^|[\s၊။("-])\u1031/)
    }
  })

  it('write numbers in Myanmar digits', () => {
    for (const { path, burmese } of allPairs) expect(burmese, path).not.toMatch(/[0-9]/)
  })

  it('state the same numbers as the English pages: fees, days, hours, points and ages', () => {
    for (const { path, burmese, english } of allPairs) {
      expect(numbersIn(burmese), path).toEqual(numbersIn(english))
    }
  })

  it('read the support hours from SUPPORT_HOURS completely', () => {
    expect(facts.supportHours).not.toMatch(/[A-Za-z]/)
  })

  it("has a Burmese form of the shop's current address", () => {
    // A new SHOP.address shows in English until shop-address.ts gains its Burmese form.
    expect(shopAddress).not.toBe(SHOP.address)
    expect(shopAddress).not.toMatch(/[A-Za-z]/)
  })
})

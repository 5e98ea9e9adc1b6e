import { describe, expect, it } from 'vitest'
import { addresses as englishAddresses } from '../en/addresses.ts'
import { auth as englishAuth } from '../en/auth.ts'
import { contact as englishContact } from '../en/contact.ts'
import { orders as englishOrders } from '../en/orders.ts'
import { pointTexts as englishPoints } from '../en/points.ts'
import { prescriptionTexts as englishPrescriptions } from '../en/prescriptions.ts'
import { profile as englishProfile } from '../en/profile.ts'
import { addresses } from './addresses.ts'
import { auth } from './auth.ts'
import { contact } from './contact.ts'
import { orders } from './orders.ts'
import { pointTexts } from './points.ts'
import { prescriptionTexts } from './prescriptions.ts'
import { profile } from './profile.ts'

/** The Burmese texts of the account screens, each beside the English it translates. */
const AREAS = [
  { name: 'orders', my: orders, en: englishOrders },
  { name: 'prescriptions', my: prescriptionTexts, en: englishPrescriptions },
  { name: 'auth', my: auth, en: englishAuth },
  { name: 'addresses', my: addresses, en: englishAddresses },
  { name: 'profile', my: profile, en: englishProfile },
  { name: 'points', my: pointTexts, en: englishPoints },
  { name: 'contact', my: contact, en: englishContact },
] as const

/**
 * Sample arguments for every text function, by its path. A new function without samples fails
 * the walk below, so no Burmese function goes unread.
 */
const SAMPLES: Record<string, unknown[][]> = {
  'orders.summary.applyCoupon': [['WELCOME']],
  'orders.summary.couponMinimum': [['၁၀,၀၀၀ ကျပ်']],
  'orders.summary.pointsHint': [[0], [1], [12500]],
  'orders.summary.estimated': [['၂၀၂၅ မတ် ၁', '၂၀၂၅ မတ် ၃']],
  'orders.placed.body': [['KY-2611-000004']],
  'orders.detail.orderNo': [['KY-2611-000004']],
  'orders.detail.placedOn': [['၂၀၂၅ မတ် ၁']],
  'orders.detail.cancelled': [[null], ['Changed my mind']],
  'orders.detail.qty': [[1], [3]],
  'orders.detail.receiptAlt': [[1]],
  'orders.detail.refund.due': [['၅၇,၀၀၀ ကျပ်']],
  'orders.detail.refund.done': [['၅၇,၀၀၀ ကျပ်', '၂၀၂၆ နိုဝင်ဘာ ၂၅', 'KBZ-TRF-88213']],
  'orders.detail.pending.title': [['KBZPay']],
  'orders.detail.pending.started': [['KBZPay', '၁၄:၀၅']],
  'orders.detail.pending.approveInApp': [['UAB Pay']],
  'orders.detail.pending.help': [['WavePay']],
  'orders.history.placed': [['၂၀၂၅ မတ် ၁']],
  'orders.history.totalQty': [[1], [12]],
  'orders.history.page': [[1, 4]],
  'orders.history.open': [['KY-2611-000004']],
  'prescriptions.photoAlt': [[1]],
  'prescriptions.remove': [[2]],
  'prescriptions.checkout.validUntil': [['၂၀၂၇ နိုဝင်ဘာ ၂၅']],
  'prescriptions.checkout.sentOn': [['၂၀၂၆ နိုဝင်ဘာ ၂၅']],
  'prescriptions.order.AWAITING_UPLOAD': [['၂၀၂၆ နိုဝင်ဘာ ၂၆ ၁၄:၃၀']],
  'prescriptions.order.refusedReason': [['The photo is blurred']],
  'prescriptions.order.REFUSED': [['၂၀၂၆ နိုဝင်ဘာ ၂၆ ၁၄:၃၀']],
  'auth.smsCode.intro': [['09790000100']],
  'auth.smsCode.digit': [[1, 6]],
  'addresses.editLabel': [['Ko Aung']],
  'addresses.deleteLabel': [['Ko Aung']],
  'addresses.deleteDialog.body': [['Bo Aung Kyaw Street, Kyauktada']],
  'profile.card.avatarAlt': [['Ma Hla']],
  'profile.card.customerId': [[42]],
  'profile.card.toNextLevel': [
    [1, 'Gold'],
    [250, 'Gold'],
  ],
  'points.history.signed': [
    ['IN', 1],
    ['OUT', 1500],
  ],
  'points.history.pointsLabel': [
    ['IN', 1],
    ['OUT', 1500],
  ],
  'points.history.page': [[2, 9]],
  'points.transfer.balance': [[0], [1], [2500]],
  'contact.form.messageCount': [[12, 2000]],
  'contact.faqs': [[500]],
}

/**
 * Latin-only texts a Burmese page shows as they are, each for a reason: sample input the
 * customer types in Latin characters, and wallet names their makers write in Latin letters.
 */
const LATIN_ONLY = new Set([
  '09xxxxxxxxx', // phone number sample: numbers are typed with the Latin-digit keyboard
  '09 123 456 789',
  'you@example.com', // an email address
  'UAB Pay', // wallet brand names
  'One Pay',
  'CB Pay',
  'AYA Pay',
  'KBZPay',
  'WavePay',
  'MPU Pay',
  'MMQR',
])

type Found = { path: string; text: string }

/** Every string under `value`, functions called with their samples. */
function strings(value: unknown, path: string): Found[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (typeof value === 'function') {
    const samples = SAMPLES[path]
    if (!samples) throw new Error(`No sample arguments for the text function ${path}`)
    return samples.flatMap((args) => strings(value(...args), path))
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
  return []
}

/** The object's key paths (array items left out: a Burmese list need not match one to one). */
function keyPaths(value: unknown, path: string): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [path]
  return Object.entries(value).flatMap(([key, item]) => keyPaths(item, `${path}.${key}`))
}

const MYANMAR_LETTER = /[\u1000-\u109F]/
/**
 * Burmese in Unicode uses U+1000-U+104F. Zawgyi puts its stacked and reordered forms at
 * U+1060-U+1097, where Unicode keeps letters of Shan, Karen and Mon, which Burmese texts never need.
 */
const OUTSIDE_BURMESE = /[\u1050-\u109F]/

describe.each(AREAS)('the Burmese $name texts', ({ name, my, en }) => {
  const found = strings(my, name)

  it('have every English key and no other', () => {
    expect(keyPaths(my, name)).toEqual(keyPaths(en, name))
  })

  it('are Burmese, apart from the allowed Latin-only names', () => {
    const notBurmese = found.filter(
      ({ text }) => !MYANMAR_LETTER.test(text) && !LATIN_ONLY.has(text),
    )
    expect(notBurmese).toEqual([])
  })

  it('are Unicode Burmese, with no Zawgyi forms', () => {
    expect(found.filter(({ text }) => OUTSIDE_BURMESE.test(text))).toEqual([])
  })

  it('write numbers in Myanmar digits', () => {
    // Latin digits only where they are typed or dialled as they are: voucher numbers, phone
    // numbers, the customer id a friend types, the shop's email address and a refund's
    // reference (a bank's or gateway's identifier, quoted after 'အမှတ် - ').
    const typedAsIs = /KY-\d{4}-\d{6}|09[\dx ]+|\d{11}|ID - \d+|[\w.]+@[\w.]+|အမှတ် - [\w-]+/g
    const latinDigits = found.filter(({ text }) => /\d/.test(text.replace(typedAsIs, '')))
    expect(latinDigits).toEqual([])
  })
})

describe('the Burmese texts read their numbers in Myanmar digits', () => {
  it('counts with no plural form', () => {
    expect(orders.history.totalQty(1)).toBe('ပစ္စည်း ၁ ခု')
    expect(orders.history.totalQty(12)).toBe('ပစ္စည်း ၁၂ ခု')
    expect(pointTexts.transfer.balance(2500)).toBe('သင့်တွင် ၂,၅၀၀ ပွိုင့် ရှိပါသည်')
  })

  it('keeps voucher numbers and the id a friend types as they are', () => {
    expect(orders.placed.body('KY-2611-000004')).toContain('KY-2611-000004')
    expect(profile.card.customerId(42)).toBe('ဖောက်သည် ID - 42')
  })

  it('gives the phone card one line per day range', () => {
    expect(contact.cards.phone.hours).toHaveLength(englishContact.cards.phone.hours.length)
  })
})

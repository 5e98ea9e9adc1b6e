import { describe, expect, it } from 'vitest'
import { adminCatalog as enCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon as enCommon } from '#app/locales/en/admin/common.ts'
import { adminContent as enContent } from '#app/locales/en/admin/content.ts'
import { adminCustomers as enCustomers } from '#app/locales/en/admin/customers.ts'
import { adminMessages as enMessages } from '#app/locales/en/admin/messages.ts'
import { adminOrders as enOrders } from '#app/locales/en/admin/orders.ts'
import { adminPrescriptions as enPrescriptions } from '#app/locales/en/admin/prescriptions.ts'
import { adminRefunds as enRefunds } from '#app/locales/en/admin/refunds.ts'
import { adminReviews as enReviews } from '#app/locales/en/admin/reviews.ts'
import { adminStaff as enStaff } from '#app/locales/en/admin/staff.ts'
import { adminCatalog } from './catalog.ts'
import { adminCommon } from './common.ts'
import { adminContent } from './content.ts'
import { adminCustomers } from './customers.ts'
import { adminMessages } from './messages.ts'
import { adminOrders } from './orders.ts'
import { adminPrescriptions } from './prescriptions.ts'
import { adminRefunds } from './refunds.ts'
import { adminReviews } from './reviews.ts'
import { adminStaff } from './staff.ts'

const burmese = {
  adminCommon,
  adminCatalog,
  adminContent,
  adminCustomers,
  adminMessages,
  adminOrders,
  adminPrescriptions,
  adminRefunds,
  adminReviews,
  adminStaff,
}
const english = {
  adminCommon: enCommon,
  adminCatalog: enCatalog,
  adminContent: enContent,
  adminCustomers: enCustomers,
  adminMessages: enMessages,
  adminOrders: enOrders,
  adminPrescriptions: enPrescriptions,
  adminRefunds: enRefunds,
  adminReviews: enReviews,
  adminStaff: enStaff,
}

/** Arguments each text function is called with; a new function without an entry fails the walk. */
const sampleArgs: Record<string, readonly unknown[]> = {
  'adminCommon.table.showing': [16, 30, 1200],
  'adminContent.coupons.used': [3, 10],
  'adminContent.announcements.published': [250],
  'adminCustomers.profile.nextLevel': ['၁,၂၀၀', 'Gold'],
  'adminCustomers.adjust.balance': ['၅၀၀'],
  'adminMessages.handledBy': ['Thida', '၂၀၂၆ ဇန်နဝါရီ ၂'],
  'adminMessages.modalTitle': ['Thida'],
  'adminMessages.waiting': [1],
  'adminOrders.list.removeFilter': ['ယနေ့'],
  'adminOrders.detail.title': ['KY-2611-000004'],
  'adminOrders.detail.placedOn': ['၂၀၂၆ ဇန်နဝါရီ ၂'],
  'adminOrders.detail.note': ['ညနေ ပို့ပေးပါ'],
  'adminOrders.detail.gatewayPayment': ['KBZPay', 'TX-00042'],
  'adminOrders.detail.cancelled': ['ပစ္စည်း ကုန်နေသည်'],
  'adminOrders.detail.receiptAlt': [2],
  'adminPrescriptions.item': ['အမောက်ဆီလင် ၂၅၀ mg', '၂'],
  'adminPrescriptions.imageCount': [2],
  'adminPrescriptions.waiting': [3],
  'adminPrescriptions.review.title': ['KY-2611-000004'],
  'adminPrescriptions.review.placedOn': ['၂၀၂၆ ဇန်နဝါရီ ၂'],
  'adminPrescriptions.review.imageAlt': [1],
  'adminPrescriptions.review.approvedBefore': ['Thida', '၂၀၂၇ ဇန်နဝါရီ ၂'],
  'adminPrescriptions.outcome.reviewedBy': ['Thida', '၂၀၂၆ ဇန်နဝါရီ ၂ ၁၀:၃၀'],
  'adminPrescriptions.outcome.reason': ['ဓာတ်ပုံကို ဖတ်၍ မရပါ။'],
  'adminPrescriptions.outcome.dueBy': ['၂၀၂၆ ဇန်နဝါရီ ၃ ၁၀:၃၀'],
  'adminRefunds.modalTitle': ['KY-2611-000004'],
  'adminRefunds.paidWith': ['sandbox', 'SBX-5f2c'],
  'adminRefunds.confirm': ['၁၂,၅၀၀ ကျပ်'],
  'adminRefunds.givenBy': ['Thida', '၂၀၂၆ ဇန်နဝါရီ ၂'],
  'adminRefunds.waiting': [1],
  'adminReviews.stars': [8],
  'adminReviews.hiddenBecause': ['ကိုယ်ရေးအချက်အလက်'],
  'adminReviews.hiddenBy': ['Thida', '၂၀၂၆ ဇန်နဝါရီ ၂'],
  'adminStaff.form.editTitle': ['Thida'],
}

/**
 * Texts allowed to hold no Burmese letter, each with its reason. File names and ID are what
 * staff type or see in a spreadsheet; the gateway line is a payment service's name and its
 * transaction number, both written in Latin by the service.
 */
const latinOnly: Record<string, string> = {
  'adminCatalog.products.exportFile': 'a file name',
  'adminCustomers.exportFile': 'a file name',
  'adminOrders.list.exportFile': 'a file name',
  'adminCustomers.columns.id': 'ID, as staff say it',
  'adminOrders.detail.gatewayPayment': 'payment service name and its reference',
}

/**
 * The status and payment words come from the shopper's my/orders.ts, whose own test checks them
 * (payment names such as KBZPay are Latin there on purpose).
 */
const borrowed = new Set(['adminOrders.statuses', 'adminOrders.paymentTypes'])

/** A text's own words: what a function adds around the strings it was given (e.g. a voucher number). */
function withoutArgs(text: string, args: readonly unknown[]) {
  return args.reduce<string>(
    (rest, arg) => (typeof arg === 'string' ? rest.replaceAll(arg, '') : rest),
    text,
  )
}

function collectTexts(value: unknown, path: string, into: Map<string, string>) {
  if (borrowed.has(path)) return
  if (typeof value === 'string') {
    into.set(path, value)
  } else if (typeof value === 'function') {
    const args = sampleArgs[path]
    if (!args) throw new Error(`No sample arguments for ${path}`)
    const text = value(...args)
    into.set(path, text)
    ownWords.set(path, withoutArgs(text, args))
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collectTexts(child, `${path}.${key}`, into)
  }
}

function keyPaths(value: unknown, path: string): string[] {
  if (!value || typeof value !== 'object') return [path]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, `${path}.${key}`))
}

const texts = new Map<string, string>()
const ownWords = new Map<string, string>()
for (const [name, object] of Object.entries(burmese)) collectTexts(object, name, texts)

describe('the Burmese back-office texts', () => {
  it('have exactly the keys of the English texts', () => {
    for (const name of Object.keys(english) as (keyof typeof english)[]) {
      expect(keyPaths(burmese[name], name)).toEqual(keyPaths(english[name], name))
    }
  })

  it('write every text in Burmese, apart from the listed Latin-only ones', () => {
    const withoutBurmese = [...texts].filter(
      ([path, text]) => !/[\u1000-\u109F]/.test(text) && !(path in latinOnly),
    )
    expect(withoutBurmese).toEqual([])
  })

  it('write numbers in Myanmar digits', () => {
    const latinDigits = [...texts].filter(
      ([path, text]) => /[0-9]/.test(ownWords.get(path) ?? text) && !(path in latinOnly),
    )
    expect(latinDigits).toEqual([])
  })

  it('are Unicode, not Zawgyi', () => {
    // Zawgyi stores stacked and reordered forms in U+1050-U+109F (Unicode's Shan and Mon letters),
    // and types the vowel sign ေ before its consonant, so it can follow a space or start a text.
    const zawgyiLike = [...texts].filter(
      ([, text]) => /[\u1050-\u109F]/.test(text) || /(^|[^\u1000-\u109F])\u1031/.test(text),
    )
    expect(zawgyiLike).toEqual([])
  })
})

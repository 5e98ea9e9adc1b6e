import { burmeseDigits, SUPPORT_HOURS } from '@kyanma/shared'
import type { supportHoursTexts as english } from '#app/locales/en/static-pages/support-hours.ts'
import type { TextsOf } from '#app/locales/texts-of.ts'

const DAY_NAMES: Record<string, string> = {
  Mon: 'တနင်္လာ',
  Tue: 'အင်္ဂါ',
  Wed: 'ဗုဒ္ဓဟူး',
  Thu: 'ကြာသပတေး',
  Fri: 'သောကြာ',
  Sat: 'စနေ',
  Sun: 'တနင်္ဂနွေ',
}
const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const CLOCK = '(\\d{1,2})(?::(\\d{2}))?(am|pm)'

/** "5pm" → "ညနေ ၅ နာရီ": Burmese names the part of the day instead of am/pm. */
function clock(hourText: string, minutes: string | undefined, half: string) {
  const hour = Number(hourText)
  const partOfDay =
    half === 'am' ? 'နံနက်' : hour === 12 || hour < 4 ? 'နေ့လယ်' : hour < 7 ? 'ညနေ' : 'ည'
  const time =
    minutes === undefined || minutes === '00'
      ? `${hour} နာရီ`
      : minutes === '30'
        ? `${hour} နာရီခွဲ`
        : `${hour} နာရီ ${Number(minutes)} မိနစ်`
  return `${partOfDay} ${burmeseDigits(time)}`
}

/**
 * SUPPORT_HOURS is English text ("Mon-Sat 9am-5pm"); reading its days and times, rather than
 * copying them, keeps the Burmese hours right when the shop changes them. The test fails if a
 * new wording leaves any English behind.
 */
function burmeseHours(text: string) {
  return text
    .replace(
      new RegExp(`${CLOCK}\\s*-\\s*${CLOCK}`, 'g'),
      (_all, h1, m1, half1, h2, m2, half2) => `${clock(h1, m1, half1)}မှ ${clock(h2, m2, half2)}အထိ`,
    )
    .replace(new RegExp(`\\b${DAY}\\s*-\\s*${DAY}\\b`, 'g'), (_all, first, last) => {
      return `${DAY_NAMES[first]}မှ ${DAY_NAMES[last]}`
    })
    .replace(new RegExp(`\\b${DAY}\\b`, 'g'), (name) => DAY_NAMES[name] ?? name)
    .replace(new RegExp(CLOCK, 'g'), (_all, hour, minutes, half) => clock(hour, minutes, half))
}

export const supportHoursTexts: TextsOf<typeof english> = {
  hours: `${burmeseHours(SUPPORT_HOURS.weekdays)}၊ ${burmeseHours(SUPPORT_HOURS.sunday)}`,
}

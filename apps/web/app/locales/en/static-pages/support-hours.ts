import { SUPPORT_HOURS } from '@kyanma/shared'
import { defineTexts } from '#app/locales/texts-registry.ts'

/**
 * When customer care answers, as every page's footer says it: a file of its own, so the footer
 * does not carry all the shop's rules (shop-facts.ts) on every page.
 */
export const supportHoursTexts = defineTexts('static-pages/support-hours#supportHoursTexts', {
  hours: `${SUPPORT_HOURS.weekdays}, ${SUPPORT_HOURS.sunday}`,
})

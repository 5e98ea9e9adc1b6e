import type { toasts as english } from '../en/messages.ts'
import type { TextsOf } from '../texts-of.ts'

/** Toasts in Burmese: the fallbacks when the server sends no message of its own. */
export const toasts: TextsOf<typeof english> = {
  internalServerError: 'ဆာဗာတွင် အမှားအယွင်း ဖြစ်နေပါသည်။',
  somethingWentWrong: 'တစ်ခုခု မှားယွင်းသွားပါသည်။',
}

import { messagesMy } from '@kyanma/shared'
import type { social as english } from '../en/social.ts'
import type { TextsOf } from '../texts-of.ts'

/** Signing in with Google and Apple, in Burmese; the company names stay in Latin letters. */
export const social: TextsOf<typeof english> = {
  signInWithGoogle: 'Google ဖြင့် အကောင့်ဝင်မည်',
  signInWithApple: 'Apple ဖြင့် အကောင့်ဝင်မည်',
  authenticating: 'အတည်ပြုနေပါသည်...',
  loginSuccessful: messagesMy.loginSuccessful,
  buttonsLabel: 'အခြားနည်းလမ်းဖြင့် အကောင့်ဝင်ရန်',
}

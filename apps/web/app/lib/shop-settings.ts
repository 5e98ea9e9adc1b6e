import { DEFAULT_REFERRAL_BONUS_POINTS } from '@kyanma/shared'
import type { AppLoadContext } from 'react-router'

/**
 * The referral bonus the server pays (its REFERRAL_BONUS_POINTS setting, given in the load
 * context); the shared default when the page is rendered without the API (the Vite dev server).
 */
export function referralBonusOf(context: AppLoadContext | undefined): number {
  return context?.referralBonusPoints ?? DEFAULT_REFERRAL_BONUS_POINTS
}

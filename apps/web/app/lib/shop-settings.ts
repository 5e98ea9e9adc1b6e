import { DEFAULT_REFERRAL_BONUS_POINTS } from '@kyanma/shared'
import type { AppLoadContext } from 'react-router'

/**
 * The loader of a page that states the referral bonus (Contact Us' FAQ, the reward programme), so
 * that it says what the ledger pays: the server's REFERRAL_BONUS_POINTS setting, given in the load
 * context; the shared default when the page is rendered without the API (the Vite dev server).
 */
export function loadReferralBonus({ context }: { context: AppLoadContext | undefined }) {
  return { referralBonusPoints: context?.referralBonusPoints ?? DEFAULT_REFERRAL_BONUS_POINTS }
}

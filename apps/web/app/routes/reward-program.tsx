import { StaticPage } from '../components/ui/static-page.tsx'
import { informationPageMeta } from '../lib/seo.ts'
import { referralBonusOf } from '../lib/shop-settings.ts'
import { useTexts } from '../lib/texts.ts'
import { rewardProgram as rewardTexts } from '../locales/en/static-pages/reward-program.ts'
import type { Route } from './+types/reward-program'

// The referral bonus is the server's setting, so the page states what the ledger will pay.
export function loader({ context }: Route.LoaderArgs) {
  return { referralBonusPoints: referralBonusOf(context) }
}

export const meta = informationPageMeta('rewardProgram', rewardTexts)

/** /reward-program: earning, spending, levels, referrals and transfers. */
export default function RewardProgram({ loaderData }: Route.ComponentProps) {
  const texts = useTexts()
  const rewardProgram = useTexts(rewardTexts)
  return (
    <StaticPage
      title={texts.pages.rewardProgram}
      intro={rewardProgram.intro}
      sections={rewardProgram.sections(loaderData.referralBonusPoints)}
    />
  )
}

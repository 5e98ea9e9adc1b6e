import { StaticPage } from '../components/ui/static-page.tsx'
import { informationPageMeta } from '../lib/seo.ts'
import { loadReferralBonus } from '../lib/shop-settings.ts'
import { useTexts } from '../lib/texts.ts'
import { rewardProgram as rewardTexts } from '../locales/en/static-pages/reward-program.ts'
import type { Route } from './+types/reward-program'

export const loader = loadReferralBonus

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

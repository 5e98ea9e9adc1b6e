import { TextsOnlyPage } from '../components/ui/static-page.tsx'
import { informationPageMeta } from '../lib/seo.ts'
import { privacyPolicy as privacyTexts } from '../locales/en/static-pages/privacy-policy.ts'

export const meta = informationPageMeta('privacyPolicy', privacyTexts)

/** /policies: the privacy policy (spec section 2, last updated 1 March 2025). */
export default function PrivacyPolicy() {
  return <TextsOnlyPage page="privacyPolicy" english={privacyTexts} />
}

import { TextsOnlyPage } from '../components/ui/static-page.tsx'
import { informationPageMeta } from '../lib/seo.ts'
import { returnPolicy as returnTexts } from '../locales/en/static-pages/return-policy.ts'

export const meta = informationPageMeta('returnPolicy', returnTexts)

/** /disclaimer: Cancellation & Return Policy, and the health disclaimer. */
export default function ReturnPolicy() {
  return <TextsOnlyPage page="returnPolicy" english={returnTexts} />
}

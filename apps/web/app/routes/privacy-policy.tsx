import { StaticPage } from '../components/ui/static-page.tsx'
import { seoMeta } from '../lib/seo.ts'
import { texts } from '../lib/texts.ts'
import { privacyPolicy } from '../locales/en/static-pages/privacy-policy.ts'
import type { Route } from './+types/privacy-policy'

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: texts.pages.privacyPolicy, description: privacyPolicy.meta })
}

/** /policies: the privacy policy (spec section 2, last updated 1 March 2025). */
export default function PrivacyPolicy() {
  return (
    <StaticPage
      title={texts.pages.privacyPolicy}
      note={privacyPolicy.updated}
      intro={privacyPolicy.intro}
      sections={privacyPolicy.sections}
    />
  )
}

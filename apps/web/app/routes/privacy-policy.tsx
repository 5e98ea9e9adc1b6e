import { StaticPage } from '../components/ui/static-page.tsx'
import { languageOfPath } from '../lib/language.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { privacyPolicy as privacyTexts } from '../locales/en/static-pages/privacy-policy.ts'
import type { Route } from './+types/privacy-policy'

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  return seoMeta(args, {
    title: textsIn(language).pages.privacyPolicy,
    description: textsIn(language, privacyTexts).meta,
  })
}

/** /policies: the privacy policy (spec section 2, last updated 1 March 2025). */
export default function PrivacyPolicy() {
  const texts = useTexts()
  const privacyPolicy = useTexts(privacyTexts)
  return (
    <StaticPage
      title={texts.pages.privacyPolicy}
      note={privacyPolicy.updated}
      intro={privacyPolicy.intro}
      sections={privacyPolicy.sections}
    />
  )
}

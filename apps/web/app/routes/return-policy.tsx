import { StaticPage } from '../components/ui/static-page.tsx'
import { languageOfPath } from '../lib/language.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { returnPolicy as returnTexts } from '../locales/en/static-pages/return-policy.ts'
import type { Route } from './+types/return-policy'

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  return seoMeta(args, {
    title: textsIn(language).pages.returnPolicy,
    description: textsIn(language, returnTexts).meta,
  })
}

/** /disclaimer: Cancellation & Return Policy, and the health disclaimer. */
export default function ReturnPolicy() {
  const texts = useTexts()
  const returnPolicy = useTexts(returnTexts)
  return (
    <StaticPage
      title={texts.pages.returnPolicy}
      intro={returnPolicy.intro}
      sections={returnPolicy.sections}
    />
  )
}

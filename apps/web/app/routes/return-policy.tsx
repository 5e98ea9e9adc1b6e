import { StaticPage } from '../components/ui/static-page.tsx'
import { seoMeta } from '../lib/seo.ts'
import { texts } from '../lib/texts.ts'
import { returnPolicy } from '../locales/en/static-pages/return-policy.ts'
import type { Route } from './+types/return-policy'

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: texts.pages.returnPolicy, description: returnPolicy.meta })
}

/** /disclaimer: Cancellation & Return Policy, and the health disclaimer. */
export default function ReturnPolicy() {
  return (
    <StaticPage
      title={texts.pages.returnPolicy}
      intro={returnPolicy.intro}
      sections={returnPolicy.sections}
    />
  )
}

import { StaticPage } from '../components/ui/static-page.tsx'
import { languageOfPath } from '../lib/language.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { deliveryMethod as deliveryTexts } from '../locales/en/static-pages/delivery-method.ts'
import type { Route } from './+types/delivery-method'

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  return seoMeta(args, {
    title: textsIn(language).pages.deliveryMethod,
    description: textsIn(language, deliveryTexts).meta,
  })
}

/** /delivery-method: How We Deliver, with the times, fee and free-delivery threshold checkout uses. */
export default function DeliveryMethod() {
  const texts = useTexts()
  const deliveryMethod = useTexts(deliveryTexts)
  return (
    <StaticPage
      title={texts.pages.deliveryMethod}
      intro={deliveryMethod.intro}
      sections={deliveryMethod.sections}
    />
  )
}

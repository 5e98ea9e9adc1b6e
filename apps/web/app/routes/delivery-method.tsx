import { StaticPage } from '../components/ui/static-page.tsx'
import { seoMeta } from '../lib/seo.ts'
import { texts } from '../lib/texts.ts'
import { deliveryMethod } from '../locales/en/static-pages/delivery-method.ts'
import type { Route } from './+types/delivery-method'

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: texts.pages.deliveryMethod, description: deliveryMethod.meta })
}

/** /delivery-method: How We Deliver, with the times, fee and free-delivery threshold checkout uses. */
export default function DeliveryMethod() {
  return (
    <StaticPage
      title={texts.pages.deliveryMethod}
      intro={deliveryMethod.intro}
      sections={deliveryMethod.sections}
    />
  )
}

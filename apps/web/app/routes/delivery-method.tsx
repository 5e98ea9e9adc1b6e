import { TextsOnlyPage } from '../components/ui/static-page.tsx'
import { informationPageMeta } from '../lib/seo.ts'
import { deliveryMethod as deliveryTexts } from '../locales/en/static-pages/delivery-method.ts'

export const meta = informationPageMeta('deliveryMethod', deliveryTexts)

/** /delivery-method: How We Deliver, with the times, fee and free-delivery threshold checkout uses. */
export default function DeliveryMethod() {
  return <TextsOnlyPage page="deliveryMethod" english={deliveryTexts} />
}

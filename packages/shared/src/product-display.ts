import { DISPLAY_CUSTOMER_TYPE, type UnitForm } from './constants/catalog.ts'
import type { ProductSummary } from './schemas/product.ts'

type Priced = Pick<ProductSummary, 'productPricings'>

/** The price shoppers see and pay: the RETAIL_SALE pricing (spec section 3). */
export function displayPrice(product: Priced): number | undefined {
  return product.productPricings.find((pricing) => pricing.customerType === DISPLAY_CUSTOMER_TYPE)
    ?.pricePerUnit
}

/** The price before a sale, when the product is on sale. */
export function priceBeforeSale(product: Priced): number | undefined {
  const pricing = product.productPricings.find((p) => p.customerType === DISPLAY_CUSTOMER_TYPE)
  return pricing?.originalPricePerUnit ?? undefined
}

const POTENCY_LABEL = { mg: 'mg', mcg: 'mcg', iu: 'IU' } as const

/**
 * The card label: the product's own strength and pack size ("1000 mg, 60 tablets"), in place of
 * the fixed '300 mg, 100 softgels' text the spec shows on every card.
 */
export function productLabel(
  product: Pick<ProductSummary, 'potency' | 'potencyUnit' | 'tabletCount' | 'unitForm'>,
  /** The unit's word in the reader's language (the web's locale texts); the API's word without. */
  unitWords?: Readonly<Record<UnitForm, string>>,
): string {
  const parts: string[] = []
  if (product.potency !== null && product.potencyUnit !== null)
    parts.push(`${product.potency} ${POTENCY_LABEL[product.potencyUnit]}`)
  if (product.tabletCount !== null && product.unitForm !== null && product.tabletCount > 1)
    parts.push(`${product.tabletCount} ${unitWords?.[product.unitForm] ?? product.unitForm}`)
  return parts.join(', ')
}

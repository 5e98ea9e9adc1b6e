import type { Language, ProductSummary } from '@kyanma/shared'

/**
 * A cart line as the checkout reads it (the route hands the cart's lines over); `language` is
 * the language its names were stored in (features/cart/cart-rules.ts), for their `lang` marks.
 * `needAttachment`: the product needs a prescription; unknown for lines a cart kept from before
 * it was stored (the server then says so, and the cart's products are fetched again).
 */
export type CheckoutItem = Pick<
  ProductSummary,
  'id' | 'name' | 'images' | 'productPricings' | 'englishFields'
> & {
  brand: KeptName | null
  category: KeptName
  quantity: number
  language?: Language
  needAttachment?: boolean
}
type KeptName = NonNullable<ProductSummary['brand']> & { language?: Language }

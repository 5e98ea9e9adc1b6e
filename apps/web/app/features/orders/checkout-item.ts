import type { ProductSummary } from '@kyanma/shared'

/** A cart line as the checkout reads it (the route hands the cart's lines over). */
export type CheckoutItem = Pick<
  ProductSummary,
  'id' | 'name' | 'images' | 'productPricings' | 'brand' | 'category'
> & { quantity: number }

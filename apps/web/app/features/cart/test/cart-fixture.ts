import type { CartProduct } from '../cart-rules.ts'

/** The products the cart and checkout tests put in the cart: 12,500 Ks and 30,000 Ks each. */
export const vitaminC: CartProduct = {
  id: 7,
  name: 'Vitamin C 1000 mg',
  images: [],
  productPricings: [
    { customerType: 'RETAIL_SALE', pricePerUnit: 12_500, originalPricePerUnit: null },
  ],
  brand: { id: 1, name: 'Oceanic Omega' },
  category: { id: 20, name: 'Vitamins' },
}

export const fishOil: CartProduct = {
  id: 9,
  name: 'Fish Oil 1000 mg',
  images: [],
  productPricings: [
    { customerType: 'RETAIL_SALE', pricePerUnit: 30_000, originalPricePerUnit: null },
  ],
  brand: { id: 2, name: 'Blackmores' },
  category: { id: 21, name: 'Supplements' },
}

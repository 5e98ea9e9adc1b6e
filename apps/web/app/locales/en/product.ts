import { formatNumber } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/** The product page (spec section 2, Product detail). Quoted spec texts are exact. */
export const productDetail = defineTexts('product#productDetail', {
  addToCart: 'Add to cart',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  prescription: 'Prescription',
  prescriptionNote: "This medicine needs a doctor's prescription: attach it when you order.",
  brand: 'Brand',
  category: 'Category',
  price: 'Price',
  priceBefore: 'Price before the sale',
  readMore: 'Read more',
  showLess: 'Show less',
  rating: {
    label: (value: string) => `Rated ${value} out of 10`,
    value: (value: string) => `${value} / 10`,
    reviews: (count: number) => (count === 1 ? '1 review' : `${formatNumber(count)} reviews`),
    none: 'No reviews yet',
  },
  gallery: {
    label: 'Product images',
    show: (index: number, count: number) => `Show image ${index} of ${count}`,
    previous: 'Previous image',
    next: 'Next image',
  },
} as const)

import { formatNumber } from '@kyanma/shared'

/** The product page (spec section 2, Product detail). Quoted spec texts are exact. */
export const productDetail = {
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
  tabs: {
    label: 'Product information',
    additionalInfo: 'Additional Info',
    supplementFacts: 'Supplement Facts',
    reviews: 'Reviews',
  },
  info: {
    expiry: 'Nearest expiry date',
    noExpiry: 'No expiry date',
    shippingWeight: 'Shipping weight',
    packSize: 'Pack size',
    strength: 'Strength',
    prescription: 'Prescription',
    required: 'Required',
    notRequired: 'Not required',
  },
  facts: {
    servingSize: 'Serving size',
    servingsPerContainer: 'Servings per container',
    amountPerServing: 'Amount per serving',
    dailyValue: '% Daily Value',
    notEstablished: '† Daily Value not established.',
    otherIngredients: 'Other ingredients',
    none: 'No supplement facts for this product.',
  },
  reviews: {
    empty: 'No reviews yet.',
    showMore: 'Show more',
    signIn: 'Sign in to write a review',
  },
  related: { title: 'YOU MAY ALSO LIKE', previous: 'Previous products', next: 'Next products' },
} as const

import { defineTexts } from '../texts-registry.ts'

/**
 * The product page below its first screen: the tabs (additional info, supplement facts, reviews)
 * and the related products. Apart from product.ts because that part loads after the first
 * screen (issue 18), and its texts with it.
 */
export const productInfo = defineTexts('product-info#productInfo', {
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
    writeTitle: 'Write a review',
    editTitle: 'Your review',
    stars: 'Your rating',
    starLabel: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
    text: 'Review',
    textHint: 'What did you like or not like? Plain text only.',
    submit: 'Submit review',
    update: 'Save changes',
    edit: 'Edit',
    cancel: 'Cancel',
    delete: 'Delete',
    saved: 'Thank you! Your review has been saved.',
    hidden: 'The shop has hidden this review: only you can see it.',
    edited: (date: string) => `Edited ${date}`,
  },
  related: { title: 'YOU MAY ALSO LIKE', previous: 'Previous products', next: 'Next products' },
} as const)

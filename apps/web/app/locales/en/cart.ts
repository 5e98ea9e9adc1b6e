import { defineTexts } from '../texts-registry.ts'

/** The cart drawer (spec sections 2 and 4). */
export const cart = defineTexts('cart#cart', {
  title: 'Shopping Cart',
  open: 'Open shopping cart',
  checkout: 'CheckOut',
  clearAll: 'Clear All',
  empty: 'Your cart is empty.',
  total: 'Total',
  quantity: 'Quantity',
  increase: 'Add one',
  decrease: 'Remove one',
  remove: 'Remove from cart',
} as const)

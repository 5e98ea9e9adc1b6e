import { type FilterRange, formatNumber } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`

/**
 * The product listing's filter panel, beside the list or in a drawer on phones. Apart from
 * listing.ts because the panel loads after the list (issue 18), and its texts with it.
 */
export const filters = defineTexts('filters#filters', {
  clearAll: 'Clear all',
  show: (total: number | undefined) =>
    total === undefined ? 'Show products' : `Show ${plural(total, 'product', 'products')}`,
  category: 'Category',
  allCategories: 'All categories',
  price: 'Price',
  potency: 'Potency',
  shippingWeight: 'Shipping Weight',
  tabletCount: 'Tablet Count',
  rating: 'Rating',
  ratingMin: 'Minimum',
  ratingMax: 'Maximum',
  ratingHint: 'Reviews score products from 0 to 10.',
  prescription: 'Prescription',
  prescriptionOptions: { both: 'Both', required: 'Required', notRequired: 'Not Required' },
  removeRange: 'Remove this filter',
  ranges: {
    pricePerUnit: ({ from, to }: FilterRange) =>
      to === undefined
        ? `${formatNumber(from)} Ks and above`
        : `${formatNumber(from)} - ${formatNumber(to)} Ks`,
    potency: ({ from, to }: FilterRange) =>
      to === undefined ? `${from} mg and above` : `${from} - ${to} mg`,
    shippingWeight: ({ from, to }: FilterRange) =>
      to === undefined ? `Above ${from} kg` : `${from} - ${to} kg`,
    packageQty: ({ from, to }: FilterRange) =>
      to === undefined ? `Above ${from}` : `${from} - ${to}`,
  },
} as const)

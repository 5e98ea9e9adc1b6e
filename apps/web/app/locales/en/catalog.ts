import { defineTexts } from '../texts-registry.ts'

/** Product cards, sections and listings. */
export const catalog = defineTexts('catalog#catalog', {
  product: {
    outOfStock: 'Out of stock',
    prescription: 'Prescription',
    addFavorite: 'Add to favourites',
    removeFavorite: 'Remove from favourites',
  },
} as const)

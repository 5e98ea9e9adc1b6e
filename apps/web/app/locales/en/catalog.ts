import type { UnitForm } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/** Product cards, sections and listings. */
export const catalog = defineTexts('catalog#catalog', {
  product: {
    outOfStock: 'Out of stock',
    prescription: 'Prescription',
    addFavorite: 'Add to favourites',
    removeFavorite: 'Remove from favourites',
  },
  /** The pack's unit after its count ("60 tablets"): the API's words, as the spec shows them. */
  unitForms: {
    tablets: 'tablets',
    capsules: 'capsules',
    softgels: 'softgels',
    gummies: 'gummies',
    sachets: 'sachets',
    ml: 'ml',
    g: 'g',
    pieces: 'pieces',
    pages: 'pages',
  } satisfies Record<UnitForm, string>,
} as const)

import { defineTexts } from '../texts-registry.ts'

/** The region and township pickers of every address form (spec section 3, Region data). */
export const regionFields = defineTexts('region-fields#regionFields', {
  region: 'Region',
  township: 'Township',
  regionPlaceholder: 'Choose a region',
  townshipPlaceholder: 'Choose a township',
  nothingFound: 'Nothing Found',
} as const)

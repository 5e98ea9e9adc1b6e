import type { regionFields as english } from '../en/region-fields.ts'
import type { TextsOf } from '../texts-of.ts'

/** The region and township pickers in Burmese: a "region" is a region or a state. */
export const regionFields: TextsOf<typeof english> = {
  region: 'တိုင်းဒေသကြီး / ပြည်နယ်',
  township: 'မြို့နယ်',
  regionPlaceholder: 'တိုင်းဒေသကြီး / ပြည်နယ် ရွေးပါ',
  townshipPlaceholder: 'မြို့နယ် ရွေးပါ',
  nothingFound: 'ရှာမတွေ့ပါ',
}

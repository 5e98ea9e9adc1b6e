import type { catalog as english } from '../en/catalog.ts'
import type { TextsOf } from '../texts-of.ts'

/** Product cards, sections and listings, in Burmese. */
export const catalog: TextsOf<typeof english> = {
  product: {
    outOfStock: 'ပစ္စည်းပြတ်နေပါသည်',
    // The card's badge: the medicine is sold only against a prescription.
    prescription: 'ဆေးညွှန်းလိုအပ်',
    addFavorite: 'နှစ်သက်သော ပစ္စည်းများထဲ ထည့်မည်',
    removeFavorite: 'နှစ်သက်သော ပစ္စည်းများထဲမှ ဖယ်မည်',
  },
  // The counting words Myanmar pharmacies write after a number ("၆၀ ပြား"); units stay Latin.
  unitForms: {
    tablets: 'ပြား',
    capsules: 'တောင့်',
    softgels: 'လုံး',
    gummies: 'လုံး',
    sachets: 'ထုပ်',
    ml: 'ml',
    g: 'g',
    pieces: 'ခု',
    pages: 'မျက်နှာ',
  },
}

/**
 * The Burmese of the demo shop's database content (issue 15: the demo shop is bilingual).
 *
 * - burmeseDemoText(english): the Burmese of one exact English demo text: category and
 *   sub-category names, product kind names, unit words, benefit and usage lines, description
 *   sentences, book titles and blurbs, article titles / descriptions / HTML bodies, announcement
 *   titles and descriptions, promotion (coupon) descriptions, brand descriptions and countries,
 *   popular search keywords, review texts, Supplement Facts nutrient names, the authors' names in
 *   Burmese script, and brand names only where the brand has a Burmese name.
 *   Undefined means: keep the English (Latin brand names, people's names).
 * - burmeseProductName(parts): composes a product name (see ProductNameParts).
 * - burmeseProductDescription(html, names): translates a product's or book's description HTML.
 * - burmeseSupplementFacts(facts): a Burmese copy of a Supplement Facts panel (nutrients, serving
 *   size, other ingredients; numbers and units unchanged).
 */
import { lookUp } from './lookup.ts'

export function burmeseDemoText(english: string): string | undefined {
  return lookUp(english)
}

export {
  burmeseProductDescription,
  burmeseProductName,
  type ProductNameParts,
} from './product-text.ts'
export {
  burmeseIngredients,
  burmeseServingSize,
  burmeseSupplementFacts,
} from './supplement-facts.ts'

import { ANNOUNCEMENTS } from '../announcements.ts'
import { ARTICLES } from '../articles.ts'
import { BOOKS } from '../books.ts'
import { BRANDS } from '../brands.ts'
import { PRODUCT_KINDS } from '../product-kinds.ts'
import { BURMESE_ANNOUNCEMENTS, BURMESE_KEYWORDS, BURMESE_PROMOTIONS } from './announcements.ts'
import { BURMESE_ARTICLES, BURMESE_BLOG_CATEGORIES } from './articles.ts'
import { BURMESE_AUTHORS, BURMESE_BOOKS } from './books.ts'
import { BURMESE_BRANDS, BURMESE_COUNTRIES } from './brands.ts'
import { BURMESE_CATEGORIES } from './categories.ts'
import { BURMESE_DESCRIPTION_TEXTS, BURMESE_UNIT_WORDS } from './descriptions.ts'
import { BURMESE_KINDS } from './product-kinds.ts'
import { BURMESE_REVIEWS } from './reviews.ts'
import { BURMESE_NUTRIENTS } from './supplement-facts.ts'

/**
 * One English → Burmese table of every demo text. Sentences that several kinds share (e.g.
 * "Reduces fever") must read the same in Burmese; a pair that does not is kept here for the test.
 */
const TEXTS = new Map<string, string>()
export const BURMESE_TEXT_CONFLICTS: { english: string; first: string; second: string }[] = []

function add(english: string, burmese: string) {
  const first = TEXTS.get(english)
  if (first === undefined) TEXTS.set(english, burmese)
  else if (first !== burmese) BURMESE_TEXT_CONFLICTS.push({ english, first, second: burmese })
}

function addAll(table: Record<string, string>) {
  for (const [english, burmese] of Object.entries(table)) add(english, burmese)
}

/**
 * Adds the texts of English seed records beside those of their Burmese versions, which are found
 * by the English text of `key`. A record or a field with no Burmese version is left out.
 */
function addRecords<K extends string, R extends Record<K, string>>(
  records: R[],
  burmese: Record<string, Partial<Record<K, string>>>,
  key: K,
  fields: K[],
) {
  for (const record of records) {
    const version = burmese[record[key]]
    if (!version) continue
    for (const field of fields) {
      const text = version[field]
      if (text !== undefined) add(record[field], text)
    }
  }
}

addAll(BURMESE_CATEGORIES)
addAll(BURMESE_UNIT_WORDS)
addAll(BURMESE_DESCRIPTION_TEXTS)
addAll(BURMESE_COUNTRIES)

// Kinds: the Burmese lists follow the English ones in order, so the English is read from the
// seed data rather than written twice.
for (const kind of PRODUCT_KINDS) {
  const burmese = BURMESE_KINDS[kind.name]
  if (!burmese) continue
  add(kind.name, burmese.name)
  kind.benefits.forEach((benefit, index) => {
    const text = burmese.benefits[index]
    if (text) add(benefit, text)
  })
  add(kind.usage, burmese.usage)
}

addRecords(BRANDS, BURMESE_BRANDS, 'name', ['name', 'description'])

addAll(BURMESE_BLOG_CATEGORIES)
addRecords(ARTICLES, BURMESE_ARTICLES, 'title', ['title', 'description', 'content'])
addRecords(ANNOUNCEMENTS, BURMESE_ANNOUNCEMENTS, 'title', ['title', 'description'])
addAll(BURMESE_PROMOTIONS)
addAll(BURMESE_KEYWORDS)
addRecords(BOOKS, BURMESE_BOOKS, 'title', ['title', 'blurb'])
addAll(BURMESE_AUTHORS)
addAll(BURMESE_REVIEWS)
addAll(BURMESE_NUTRIENTS)

export function lookUp(english: string): string | undefined {
  return TEXTS.get(english)
}

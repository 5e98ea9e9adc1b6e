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

for (const brand of BRANDS) {
  const burmese = BURMESE_BRANDS[brand.name]
  if (!burmese) continue
  if (burmese.name) add(brand.name, burmese.name)
  add(brand.description, burmese.description)
}

addAll(BURMESE_BLOG_CATEGORIES)
for (const article of ARTICLES) {
  const burmese = BURMESE_ARTICLES[article.title]
  if (!burmese) continue
  add(article.title, burmese.title)
  add(article.description, burmese.description)
  add(article.content, burmese.content)
}

for (const announcement of ANNOUNCEMENTS) {
  const burmese = BURMESE_ANNOUNCEMENTS[announcement.title]
  if (!burmese) continue
  add(announcement.title, burmese.title)
  add(announcement.description, burmese.description)
}
addAll(BURMESE_PROMOTIONS)
addAll(BURMESE_KEYWORDS)

for (const book of BOOKS) {
  const burmese = BURMESE_BOOKS[book.title]
  if (!burmese) continue
  add(book.title, burmese.title)
  add(book.blurb, burmese.blurb)
}
addAll(BURMESE_AUTHORS)
addAll(BURMESE_REVIEWS)
addAll(BURMESE_NUTRIENTS)

export function lookUp(english: string): string | undefined {
  return TEXTS.get(english)
}

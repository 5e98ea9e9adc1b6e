import { burmeseDigits, type PotencyUnit, type UnitForm } from '@kyanma/shared'
import { BOOKS } from '../books.ts'
import { COUNTED_FORMS } from '../product-kinds.ts'
import { BURMESE_BRANDS } from './brands.ts'
import { BOOK_BYLINE, BOOK_PAGES, BURMESE_COUNT_WORDS, INTRO_TEMPLATES } from './descriptions.ts'
import { lookUp } from './lookup.ts'
import { BURMESE_KINDS } from './product-kinds.ts'

/** What plan-products' productName() has at hand, all as in the English seed data. */
export interface ProductNameParts {
  /** brand.name, e.g. 'Shwe Pyi Nann' (kept Latin unless the brand has a Burmese name). */
  brand: string
  /** kind.name, e.g. 'Vitamin C'. */
  kind: string
  /** kind.form, e.g. 'tablets'. */
  form: UnitForm
  /** The variant's strength per unit, or null. */
  potency: number | null
  /** kind.potencyUnit ('iu' is printed IU). */
  potencyUnit?: PotencyUnit | null
  /** The variant's count (counted forms) or size (ml / g), or null. */
  amount: number | null
}

/**
 * The Burmese product name, built the way Myanmar pharmacies write it: brand as printed, kind in
 * Burmese, strength and size with Myanmar digits and Latin units, then the count with its
 * classifier: "VitaCore ဗီတာမင် C ၁၀၀၀ mg ၆၀ ပြား", "Inle Pure … ၁၀၀ ml". It follows
 * plan-products' productName() rule for rule (which parts appear when). A kind without Burmese
 * keeps its English name (the demo's test makes sure there is none).
 */
export function burmeseProductName(parts: ProductNameParts): string {
  const brand = BURMESE_BRANDS[parts.brand]?.name ?? parts.brand
  const kind = BURMESE_KINDS[parts.kind]
  const kindName = kind?.name ?? parts.kind
  const unit = parts.potencyUnit === 'iu' ? 'IU' : parts.potencyUnit
  const strength =
    parts.potency !== null && COUNTED_FORMS.includes(parts.form)
      ? ` ${burmeseDigits(String(parts.potency))} ${unit}`
      : ''
  if (parts.amount === null) return `${brand} ${kindName}${strength}`
  const amount = burmeseDigits(String(parts.amount))
  if (parts.form === 'ml' || parts.form === 'g')
    return `${brand} ${kindName} ${amount} ${parts.form}`
  if (parts.form === 'pieces' && parts.amount === 1) return `${brand} ${kindName}`
  const count =
    kind?.count?.(amount) ?? `${amount} ${BURMESE_COUNT_WORDS[parts.form] ?? parts.form}`
  return `${brand} ${kindName}${strength} ${count}`
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
const encodeEntities = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function translatePiece(
  text: string,
  names: { english: string; burmese: string },
): string | undefined {
  if (text === names.english) return names.burmese
  for (const intro of INTRO_TEMPLATES) {
    if (intro.english(names.english) === text) return intro.burmese(names.burmese)
  }
  const pages = BOOK_PAGES.english.exec(text)
  if (pages) return BOOK_PAGES.burmese(burmeseDigits(pages[1] as string))
  return lookUp(text)
}

function translateTextNode(
  text: string,
  names: { english: string; burmese: string },
): string | undefined {
  const plain = decodeEntities(text)
  for (const book of BOOKS) {
    // The byline keeps its leading space; an author has no Burmese spelling of their own here.
    if (BOOK_BYLINE.english(book.author, book.blurb) === plain) {
      const blurb = lookUp(book.blurb)
      return blurb === undefined
        ? undefined
        : encodeEntities(BOOK_BYLINE.burmese(lookUp(book.author) ?? book.author, blurb))
    }
  }
  const trimmed = plain.trim()
  if (trimmed === '') return text
  const burmese = translatePiece(trimmed, names)
  if (burmese === undefined) return undefined
  const lead = plain.slice(0, plain.indexOf(trimmed))
  const tail = plain.slice(plain.indexOf(trimmed) + trimmed.length)
  return encodeEntities(`${lead}${burmese}${tail}`)
}

/**
 * The Burmese of a demo product's (or book's) English description HTML, as productDescription()
 * or planBooks() wrote it: the tags stay, each text between them is translated. `names` are the
 * product's English name (as in the HTML, unescaped) and its Burmese name (burmeseProductName,
 * or for a book burmeseDemoText(title)). Undefined when a piece has no Burmese, so the caller
 * can fall back to English and the test can name what is missing.
 */
export function burmeseProductDescription(
  englishHtml: string,
  names: { english: string; burmese: string },
): string | undefined {
  const pieces = englishHtml.split(/(<[^>]*>)/)
  const out: string[] = []
  for (const piece of pieces) {
    if (piece.startsWith('<')) {
      out.push(piece)
      continue
    }
    const burmese = translateTextNode(piece, names)
    if (burmese === undefined) return undefined
    out.push(burmese)
  }
  return out.join('')
}

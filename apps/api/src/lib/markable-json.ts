import { randomUUID } from 'node:crypto'

const FAVORITE_KEY = '"isFavorite":'
const UNMARKED = 'false'
const MARKED = 'true'

/** Where one product's `"isFavorite":false` value starts in the text. */
interface FavoriteSlot {
  productId: number
  offset: number
}

/**
 * A cached answer's JSON text that knows where each product's `isFavorite` value is, so a
 * signed-in customer's hearts are set by splicing `true` into a few places instead of parsing and
 * re-serialising the whole answer for every request (decision 051).
 */
export class MarkableJson {
  private constructor(
    readonly text: string,
    private readonly slots: readonly FavoriteSlot[],
  ) {}

  /**
   * Serialises `value`, noting every product (an object with a numeric id and isFavorite false).
   * Each product's false is first written as a marker holding a fresh random token, which no
   * text stored before this call can contain, so the markers found are exactly the products.
   */
  static of(value: unknown): MarkableJson {
    const token = randomUUID()
    const withMarkers = JSON.stringify(value, (_key, item) =>
      isUnmarkedProduct(item) ? { ...item, isFavorite: `${token}:${item.id}` } : item,
    )
    const pieces = withMarkers.split(`${FAVORITE_KEY}"${token}:`)
    const slots: FavoriteSlot[] = []
    let text = pieces[0] as string
    for (const piece of pieces.slice(1)) {
      // Each piece starts with the product id and the marker's closing quote: `12"...`.
      const idEnd = piece.indexOf('"')
      text += FAVORITE_KEY
      slots.push({ productId: Number(piece.slice(0, idEnd)), offset: text.length })
      text += UNMARKED + piece.slice(idEnd + 1)
    }
    return new MarkableJson(text, slots)
  }

  /** The products of the answer, for looking up only their favourites. */
  get productIds(): number[] {
    return [...new Set(this.slots.map((slot) => slot.productId))]
  }

  /** Characters held, for the cache's size bound. */
  get size(): number {
    return this.text.length + 8 * this.slots.length
  }

  /** The text with isFavorite true on the products in `favoriteIds`. */
  marked(favoriteIds: ReadonlySet<number>): string {
    let text = ''
    let copiedUpTo = 0
    for (const { productId, offset } of this.slots) {
      if (!favoriteIds.has(productId)) continue
      text += this.text.slice(copiedUpTo, offset) + MARKED
      copiedUpTo = offset + UNMARKED.length
    }
    return copiedUpTo === 0 ? this.text : text + this.text.slice(copiedUpTo)
  }
}

function isUnmarkedProduct(value: unknown): value is { id: number; isFavorite: false } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { isFavorite?: unknown }).isFavorite === false &&
    typeof (value as { id?: unknown }).id === 'number'
  )
}

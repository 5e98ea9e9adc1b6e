import {
  displayPrice,
  type Language,
  MAX_CART_LINE_QUANTITY,
  type ProductSummary,
} from '@kyanma/shared'

/**
 * What the cart keeps of a product: enough to draw its line without asking the API again.
 * The names are in the language of the page the product was added on (or last refreshed on),
 * so `language` (on the product, its brand and its category) and `englishFields` say which,
 * and a line shown on a page in the other language is marked with its own `lang`
 * (lib/text-language.ts). Carts stored before these existed simply carry no marks.
 */
export type CartProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'images' | 'productPricings' | 'englishFields'
> & {
  brand: KeptName | null
  category: KeptName
  language?: Language
  /** The product needs a prescription (the checkout asks for it); absent in carts kept before. */
  needAttachment?: boolean
}
type KeptName = NonNullable<ProductSummary['brand']> & { language?: Language }

/** Spec section 3: a cart item is a product plus its quantity. */
export type CartItem = CartProduct & { quantity: number }

/** `language`: the page's language when the product's texts came from the API just now. */
export function toCartProduct(product: CartProduct, language?: Language): CartProduct {
  const { id, name, images, productPricings, brand, category, englishFields } = product
  const kept = {
    id,
    name,
    images: images.slice(0, 1),
    productPricings,
    englishFields,
    needAttachment: product.needAttachment,
  }
  // Already a cart line (or a test's product): its languages stay as they were.
  if (!language) return { ...kept, brand, category, language: product.language }
  return {
    ...kept,
    brand: brand && { ...brand, language },
    category: { ...category, language },
    language,
  }
}

const clamp = (quantity: number) => Math.min(quantity, MAX_CART_LINE_QUANTITY)

/**
 * 'Add to cart' adds one unit: a new product enters with quantity 1, one already in the cart
 * gets one more. (The spec's original reset an existing line to the given quantity, which
 * silently ignores a second click; a shop adds.)
 */
export function addItem(items: CartItem[], product: CartProduct, language?: Language): CartItem[] {
  const existing = items.find((item) => item.id === product.id)
  if (!existing) return [...items, { ...toCartProduct(product, language), quantity: 1 }]
  return setQuantity(items, product.id, existing.quantity + 1)
}

/** A typed or stepped quantity: whole numbers only, 0 or less removes the line. */
export function setQuantity(items: CartItem[], productId: number, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity)) return items
  const whole = Math.trunc(quantity)
  if (whole <= 0) return removeItem(items, productId)
  return items.map((item) => (item.id === productId ? { ...item, quantity: clamp(whole) } : item))
}

export function changeQuantity(items: CartItem[], productId: number, by: number): CartItem[] {
  const item = items.find((line) => line.id === productId)
  return item ? setQuantity(items, productId, item.quantity + by) : items
}

export function removeItem(items: CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.id !== productId)
}

/**
 * The cart with newer details of its products (a changed price, names in the page's
 * `language`), each line's quantity kept.
 */
export function refreshProducts(
  items: CartItem[],
  products: readonly CartProduct[],
  language?: Language,
): CartItem[] {
  if (products.length === 0) return items
  const byId = new Map(products.map((product) => [product.id, product]))
  return items.map((item) => {
    const fresh = byId.get(item.id)
    return fresh ? { ...toCartProduct(fresh, language), quantity: item.quantity } : item
  })
}

/** The badge: units in the cart, not lines. */
export function totalQuantity(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** Spec section 4: RETAIL_SALE price times quantity, summed. Checkout asks the server again. */
export function totalAmount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + (displayPrice(item) ?? 0) * item.quantity, 0)
}

/** Reads a stored cart, keeping only well-formed lines (storage is user-editable). */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(isCartItem).map((item) => ({ ...item, quantity: clamp(item.quantity) }))
  } catch {
    return []
  }
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Partial<CartItem>
  return (
    Number.isInteger(item.id) &&
    typeof item.name === 'string' &&
    Array.isArray(item.images) &&
    Array.isArray(item.productPricings) &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) > 0
  )
}

import { CART_STORAGE_KEY, type Language } from '@kyanma/shared'
import { useSyncExternalStore } from 'react'
import { clearDrafts, DRAFT_FORMS } from '#app/lib/draft-storage.ts'
import {
  addItem,
  type CartItem,
  type CartProduct,
  changeQuantity,
  parseStoredCart,
  refreshProducts,
  removeItem,
  setQuantity,
} from './cart-rules.ts'

/**
 * The cart, kept in the browser's local storage under `cartItems` (spec section 4): read once
 * when the first component subscribes (never during server rendering), written on every change,
 * and removed when the cart becomes empty, so a reload never brings back removed items. Other
 * tabs of the shop see changes through the storage event.
 */
const EMPTY: CartItem[] = []
let items: CartItem[] = EMPTY
let loaded = false
let drawerOpen = false
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return
  loaded = true
  items = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY))
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return
    items = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY))
    emit()
  })
}

function persist(next: CartItem[]) {
  try {
    if (next.length > 0) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next))
    else {
      window.localStorage.removeItem(CART_STORAGE_KEY)
      // An emptied cart (or a placed order) ends the checkout it was for (decision 045).
      clearDrafts(DRAFT_FORMS.checkout)
    }
  } catch {
    // Private mode or a full storage: the cart still works for this visit.
  }
}

function update(change: (current: CartItem[]) => CartItem[]) {
  ensureLoaded()
  const next = change(items)
  if (next === items) return
  items = next
  persist(next)
  emit()
}

function subscribe(listener: () => void) {
  ensureLoaded()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const cart = {
  /** `language`: the page's, the language of the product's texts (see CartProduct). */
  add: (product: CartProduct, language?: Language) =>
    update((current) => addItem(current, product, language)),
  setQuantity: (productId: number, quantity: number) =>
    update((current) => setQuantity(current, productId, quantity)),
  increment: (productId: number) => update((current) => changeQuantity(current, productId, 1)),
  decrement: (productId: number) => update((current) => changeQuantity(current, productId, -1)),
  remove: (productId: number) => update((current) => removeItem(current, productId)),
  clear: () => update(() => EMPTY),
  /** Newer product details (prices) for lines already in the cart; quantities stay. */
  refreshProducts: (products: readonly CartProduct[], language?: Language) =>
    update((current) => refreshProducts(current, products, language)),
  openDrawer: () => {
    drawerOpen = true
    emit()
  },
  closeDrawer: () => {
    drawerOpen = false
    emit()
  },
}

/** The cart's lines; empty while the page is rendered on the server and hydrated. */
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  )
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawerOpen,
    () => false,
  )
}

/** Reads local storage again, as a page reload would (tests use it between cases). */
export function reloadCartFromStorage() {
  loaded = false
  items = EMPTY
  ensureLoaded()
  emit()
}

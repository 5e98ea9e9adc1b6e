/** Every order answer's key starts with this; placing or cancelling an order refreshes them. */
export const ORDER_QUERIES_KEY = ['orders'] as const

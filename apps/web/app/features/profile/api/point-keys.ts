/** Every point answer's key starts with this; a transfer refreshes them all. */
export const POINT_QUERIES_KEY = ['points'] as const

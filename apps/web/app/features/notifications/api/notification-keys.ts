/** Every notification answer's key starts with this; each action refreshes them all. */
export const NOTIFICATION_QUERIES_KEY = ['notifications'] as const

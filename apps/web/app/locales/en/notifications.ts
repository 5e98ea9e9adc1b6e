import { defineTexts } from '../texts-registry.ts'

/**
 * The list the notifications bell opens (spec section 2, Notifications). 'Notifications' and
 * 'Mark as Read All' are the spec's; the rest is what a shop would say. Only the list, which
 * loads on the bell's first opening, imports this file (the bell's label is in layout.ts).
 */
export const notifications = defineTexts('notifications#notifications', {
  title: 'Notifications',
  markAllRead: 'Mark as Read All',
  empty: 'You have no notifications yet.',
  loadFailed: 'Your notifications could not be loaded.',
  retry: 'Try again',
  loading: 'Loading notifications…',
  loadingMore: 'Loading more…',
  loadMore: 'Show older notifications',
  unread: 'Unread',
  delete: (title: string) => `Delete notification: ${title}`,
  close: 'Close notifications',
} as const)

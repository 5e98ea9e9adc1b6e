/**
 * The notifications bell and its list (spec section 2, Notifications). 'Notifications' and
 * 'Mark as Read All' are the spec's; the rest is what a shop would say. Only the bell imports
 * this file, and it is small because the bell is on every page.
 */
export const notifications = {
  title: 'Notifications',
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
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
} as const

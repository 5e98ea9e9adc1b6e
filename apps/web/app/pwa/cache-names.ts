/**
 * The service worker's runtime caches (docs/decisions/046), in a tiny module: the page deletes
 * the ones that can hold a customer's answers when they sign out, without the caching rules.
 *
 * Shop pages (HTML and React Router's `.data` answers) and catalogue reads under /api/public were
 * fetched with the customer's session and mark their favourites (`isFavorite`): they go at
 * sign-out. Pictures are the same for everyone.
 */
export const SIGNED_IN_CACHES = ['kyanma-pages', 'kyanma-catalogue'] as const

export const CACHES = {
  pages: SIGNED_IN_CACHES[0],
  catalogue: SIGNED_IN_CACHES[1],
  pictures: 'kyanma-pictures',
} as const

/**
 * What a page tells the service worker when its customer signs out: the worker then saves no
 * answer to a request that started before, such as a page's background refresh still on its way.
 */
export const SIGNED_OUT_MESSAGE = 'kyanma:signed-out'

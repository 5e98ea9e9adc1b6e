import type { Route } from './+types/robots-txt'

/** Personal pages, sign-in and the API are of no use in search results. */
const DISALLOWED = ['/auth/', '/profile', '/orders', '/favourites', '/api/']

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl ?? new URL(request.url).origin
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ]
  return new Response(`${lines.join('\n')}\n`, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
}

import {
  SITEMAP_KINDS,
  type SitemapEntryList,
  type SitemapKind,
  type SitemapSummary,
} from '@kyanma/shared'
import { hrefs, paths } from '../config/paths.ts'
import { requestJson } from '../lib/api-client.ts'
import { serverApi } from '../lib/server-api.server.ts'
import {
  pageInEveryLanguage,
  type SitemapUrl,
  sitemapIndexXml,
  urlSetXml,
} from '../lib/sitemap-xml.ts'
import type { Route } from './+types/sitemap-xml'

/** Pages that are always there; listings by filter are variations of /products. */
const FIXED_PAGES = [
  paths.home,
  paths.products,
  paths.brands,
  paths.articles,
  paths.announcements,
  paths.about,
  paths.contactUs,
  paths.deliveryMethod,
  paths.returnPolicy,
  paths.privacyPolicy,
  paths.rewardProgram,
]

const DETAIL_HREF: Record<SitemapKind, (id: number) => string> = {
  products: hrefs.product,
  articles: hrefs.article,
  announcements: hrefs.announcement,
}

const HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  // Crawlers come rarely and the catalogue changes slowly: an hour keeps answers cheap.
  'cache-control': 'public, max-age=3600',
}

/**
 * /sitemap.xml is an index (so 100,000 products stay within the protocol's 50,000 addresses a
 * file and each answer stays quick): `?part=pages` lists the fixed pages and `?part=products-2`
 * the second part of the products, 10,000 addresses each (API GET /public/sitemap).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl ?? new URL(request.url).origin
  const api = serverApi(context)
  const part = new URL(request.url).searchParams.get('part')
  const self = `${origin}/sitemap.xml`

  if (part === null) {
    const summary = await requestJson<SitemapSummary>(api, '/public/sitemap')
    const sitemaps: SitemapUrl[] = [
      { loc: `${self}?part=pages` },
      ...summary.data.map((entry) => ({
        loc: `${self}?part=${entry.kind}-${entry.page + 1}`,
        lastmod: entry.lastModified,
      })),
    ]
    return new Response(sitemapIndexXml(sitemaps), { headers: HEADERS })
  }
  if (part === 'pages') {
    const urls = FIXED_PAGES.flatMap((path) => pageInEveryLanguage(origin, path))
    return new Response(urlSetXml(urls), { headers: HEADERS })
  }
  const match = /^([a-z]+)-([1-9]\d{0,5})$/.exec(part)
  const kind = SITEMAP_KINDS.find((known) => known === match?.[1])
  if (!match || !kind) return notFound()
  const list = await requestJson<SitemapEntryList>(
    api,
    `/public/sitemap/${kind}?page=${Number(match[2]) - 1}`,
  )
  if (list.data.length === 0) return notFound()
  const urls = list.data.flatMap((entry) =>
    pageInEveryLanguage(origin, DETAIL_HREF[kind](entry.id), entry.lastModified),
  )
  return new Response(urlSetXml(urls), { headers: HEADERS })
}

function notFound() {
  return new Response('No such sitemap\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

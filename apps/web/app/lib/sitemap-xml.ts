/** The sitemaps protocol's two documents (https://www.sitemaps.org/protocol.html). */

export interface SitemapUrl {
  loc: string
  /** ISO 8601; left out when unknown. */
  lastmod?: string | null
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function entries(tag: 'url' | 'sitemap', urls: readonly SitemapUrl[]): string {
  return urls
    .map(
      (url) =>
        `<${tag}><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}</${tag}>`,
    )
    .join('\n')
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A list of pages (at most 50,000 per the protocol). */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries('url', urls)}\n</urlset>\n`
}

/** A list of sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`
}

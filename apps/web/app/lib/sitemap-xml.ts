import { LANGUAGES } from '@kyanma/shared'
import { pathInLanguage } from './language.ts'

/** The sitemaps protocol's two documents (https://www.sitemaps.org/protocol.html). */

export interface SitemapUrl {
  loc: string
  /** ISO 8601; left out when unknown. */
  lastmod?: string | null
  /** The same page in each language (Google's `xhtml:link` alternates), itself included. */
  alternates?: readonly { hreflang: string; href: string }[]
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function entries(tag: 'url' | 'sitemap', urls: readonly SitemapUrl[]): string {
  return urls
    .map(
      (url) =>
        `<${tag}><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}${alternateLinks(url)}</${tag}>`,
    )
    .join('\n')
}

function alternateLinks(url: SitemapUrl): string {
  return (url.alternates ?? [])
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join('')
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/** A list of pages (at most 50,000 per the protocol). */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">\n${entries('url', urls)}\n</urlset>\n`
}

/**
 * A page in every language, each listing all of them as alternates (decision 037): the sitemap
 * names the English address and the Burmese one under /my.
 */
export function pageInEveryLanguage(
  origin: string,
  path: string,
  lastmod?: string | null,
): SitemapUrl[] {
  const alternates = [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: `${origin}${pathInLanguage(language, path)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${path}` },
  ]
  return LANGUAGES.map((language) => ({
    loc: `${origin}${pathInLanguage(language, path)}`,
    ...(lastmod !== undefined && { lastmod }),
    alternates,
  }))
}

/** A list of sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`
}

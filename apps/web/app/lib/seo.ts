import { cutText, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kyanma/shared'
import type { MetaDescriptor } from 'react-router'
import type { Texts } from '../locales/en/index.ts'
import { languageOfPath, pathInLanguage } from './language.ts'
import { pageTitle } from './page-meta.ts'
import { textsIn } from './texts.ts'

/** What a page tells search engines and link previews about itself. */
export interface PageSeo {
  title: string
  description: string
  /**
   * Root-relative or absolute; the shop's address is put in front of root-relative ones. Pages
   * without a picture of their own get the shop's (DEFAULT_IMAGE).
   */
  image?: string
  /** What the image shows, for link previews read aloud. */
  imageAlt?: string
  type?: 'website' | 'product' | 'article'
  /** Pages that must not be indexed (placeholders, personal pages, search variations). */
  noindex?: boolean
  /** Structured data (schema.org JSON-LD), e.g. a Product. */
  jsonLd?: Record<string, unknown>
}

/** The shop's link-preview picture, 1200x630 (drawn by scripts/draw-og-image.mjs). */
export const DEFAULT_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160

export interface MetaContext {
  location: { pathname: string; search: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', my: 'my_MM' }

/** The same page in every language, and English for readers of any other (decision 037). */
function alternateLinks(origin: string, pathname: string, search: string): MetaDescriptor[] {
  const link = (hreflang: string, language: Language) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: hreflang,
    href: `${origin}${pathInLanguage(language, pathname)}${search}`,
  })
  return [
    ...LANGUAGES.map((language) => link(language, language)),
    link('x-default', DEFAULT_LANGUAGE),
  ]
}

/** The shop's public address, from the root loader (PUBLIC_URL). */
export function publicUrlOf(matches: MetaContext['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { publicUrl?: string }
    | undefined
  return root?.publicUrl ?? ''
}

/**
 * Title, description, canonical link and Open Graph tags for a route's `meta` export. The
 * canonical address keeps only the parameters that change what the page shows.
 */
export function seoMeta(
  { location, matches }: MetaContext,
  page: PageSeo,
  canonicalParams: readonly string[] = [],
): MetaDescriptor[] {
  const origin = publicUrlOf(matches)
  const kept = new URLSearchParams()
  const current = new URLSearchParams(location.search)
  for (const key of canonicalParams) {
    const value = current.get(key)
    if (value) kept.set(key, value)
  }
  const query = kept.toString()
  const search = query ? `?${query}` : ''
  const canonical = `${origin}${location.pathname}${search}`
  const language = languageOfPath(location.pathname)
  const imagePath = page.image ?? DEFAULT_IMAGE.url
  const image = /^https?:/.test(imagePath) ? imagePath : `${origin}${imagePath}`
  const description = cutText(page.description.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH)
  const tags: MetaDescriptor[] = [
    { title: pageTitle(page.title, language) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternateLinks(origin, location.pathname, search),
    { property: 'og:locale', content: OG_LOCALE[language] },
    { property: 'og:site_name', content: textsIn(language).shopName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: page.imageAlt ?? page.title },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (!page.image) {
    tags.push(
      { property: 'og:image:width', content: String(DEFAULT_IMAGE.width) },
      { property: 'og:image:height', content: String(DEFAULT_IMAGE.height) },
    )
  }
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' })
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd })
  return tags
}

/**
 * Meta for a page that belongs to its visitor (the sign-in steps, checkout, an order, the
 * profile): titled with the frame's page name, described by the page's own texts in the page's
 * language, and never indexed.
 */
export function personalPageMeta<T extends object>(
  args: MetaContext,
  page: keyof Texts['pages'],
  english: T,
  describe: (texts: T) => string,
): MetaDescriptor[] {
  const language = languageOfPath(args.location.pathname)
  return seoMeta(args, {
    title: textsIn(language).pages[page],
    description: describe(textsIn(language, english)),
    noindex: true,
  })
}

/**
 * The meta of one of the shop's information pages (About, policies, delivery, rewards, Contact
 * Us): its name from the page names and its own texts' `meta` line, in the address's language.
 */
export function informationPageMeta(page: keyof Texts['pages'], english: { meta: string }) {
  return (args: MetaContext) => {
    const language = languageOfPath(args.location.pathname)
    return seoMeta(args, {
      title: textsIn(language).pages[page],
      description: textsIn(language, english).meta,
    })
  }
}

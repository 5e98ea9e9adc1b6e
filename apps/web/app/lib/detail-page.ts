import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { data, type MetaDescriptor } from 'react-router'
import { ApiError, type ApiFetch, browserApiFetch, requestJson } from './api-client.ts'
import { languageOfPath } from './language.ts'
import { pageTitle } from './page-meta.ts'
import { prefetchInBrowser } from './prefetch.ts'
import { type MetaContext, type PageSeo, seoMeta } from './seo.ts'
import { textsIn } from './texts.ts'

/**
 * How a detail page fetches its record into the query cache, answering what its head needs
 * (only that: the rest would travel twice in the HTML). A missing record throws the page's 404.
 */
export type FetchDetail<Head> = (
  id: number,
  queryClient: QueryClient,
  api?: ApiFetch,
) => Promise<Head>

/** A record id from the address, or a 404 for anything that is not one ("abc", "0", "1.5"). */
export function idParam(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 })
  return Number(param)
}

/**
 * Runs a detail page's fetch; the API's 404 becomes the page's 404, so the layout's error
 * boundary shows 'Page not found...' and search engines see a missing page.
 */
export async function orNotFound<T>(fetch: () => Promise<T>): Promise<T> {
  try {
    return await fetch()
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/**
 * A detail query's retry rule: a missing record stays missing, so a 404 shows the not-found page
 * at once; other failures retry as every query does (spec section 7: 3 times).
 */
export function retryUnlessMissing(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return false
  return failures < 3
}

/**
 * The query of a content record's page (an article, an announcement): `[kind, 'detail', id]` in
 * the cache, read from `pathOf(id)`, a missing record not asked for again. Both kinds' pages read
 * it the same way (components/layout/content-detail-route.tsx).
 */
export function contentDetailQuery<Item>(kind: string, pathOf: (id: number) => string) {
  return (id: number, api: ApiFetch = browserApiFetch) =>
    queryOptions({
      queryKey: [kind, 'detail', id],
      queryFn: () => requestJson<Item>(api, pathOf(id)),
      retry: retryUnlessMissing,
    })
}

/** A detail page's clientLoader (its loader is detail-page.server.ts's `loadDetailOnServer`). */
export async function loadDetailInBrowser<Head>(
  param: string | undefined,
  fetchDetail: FetchDetail<Head>,
) {
  const id = idParam(param)
  const { result: head, dehydratedState } = await prefetchInBrowser((queryClient) =>
    fetchDetail(id, queryClient),
  )
  return { id, head, dehydratedState }
}

/** A detail page's head: its record's, or the not-found title when the loader threw a 404. */
export function detailPageMeta(args: MetaContext, seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) {
    const language = languageOfPath(args.location.pathname)
    return [{ title: pageTitle(textsIn(language).pages.notFound, language) }]
  }
  return seoMeta(args, seo)
}

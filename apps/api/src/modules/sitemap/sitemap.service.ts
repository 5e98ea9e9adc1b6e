import {
  SITEMAP_KINDS,
  SITEMAP_PART_SIZE,
  type SitemapEntryList,
  type SitemapKind,
  type SitemapSummary,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { findEntries, findParts } from './sitemap.repository.ts'

/**
 * What the shop's sitemap lists (the web app's /sitemap.xml writes the XML): the parts of each
 * kind, then one part's ids. Crawlers read it rarely, so answers are computed each time: at
 * 100,000 products a part is one index range of 10,000 ids.
 */
export class SitemapService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  async summary(): Promise<SitemapSummary> {
    const parts = await Promise.all(
      SITEMAP_KINDS.map((kind) => findParts(this.ctx.db, kind, SITEMAP_PART_SIZE)),
    )
    return { data: parts.flat() }
  }

  async entries(kind: SitemapKind, page: number): Promise<SitemapEntryList> {
    const { entries, total } = await findEntries(this.ctx.db, kind, page, SITEMAP_PART_SIZE)
    return { data: entries, total, pageSize: SITEMAP_PART_SIZE }
  }
}

import { type ArticleListQuery, messages } from '@kyanma/shared'
import type { AppContext } from '../../app-context.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'
import { searchTerms } from '../catalog/search-terms.ts'
import { toArticleSummary } from './content.mappers.ts'
import * as repo from './content.repository.ts'

/**
 * Articles (news). Lists are the same for every visitor until an article changes, so they share
 * the catalogue's cache, which the articles table's trigger already clears (decision 001).
 */
export class ContentService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: ResponseCache,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  /** The JSON text of one page of published articles, newest first. */
  listArticles(query: ArticleListQuery): Promise<string> {
    const { page, size, search, category, start, end } = query
    if (start && end && start > end) throw AppError.badRequest(messages.startAfterEnd)
    const criteria: repo.ArticleCriteria = {
      searchTerms: searchTerms(search ?? ''),
      ...(category && { category }),
      ...(start && { start }),
      ...(end && { end }),
    }
    const key = `articles:${JSON.stringify({ criteria, page, size })}`
    return this.cache.text(key, async () => {
      const { rows, total } = await repo.findArticles(this.ctx.db, criteria, page * size, size)
      return {
        data: rows.map((row) => toArticleSummary(row, this.publicUrl)),
        total,
        pageSize: size,
      }
    })
  }
}

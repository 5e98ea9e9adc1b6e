import {
  type AnnouncementListQuery,
  type ArticleListQuery,
  type Language,
  messages,
} from '@kyanma/shared'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import { languageKey } from '#app/lib/bilingual.ts'
import type { ResponseCache } from '#app/lib/response-cache.ts'
import { searchTerms } from '../catalog/search-terms.ts'
import * as announcementRepo from './announcements.repository.ts'
import { toAnnouncement, toArticle, toArticleSummary } from './content.mappers.ts'
import * as repo from './content.repository.ts'

/**
 * Articles (news) and announcements. Answers are the same for every visitor until an article changes, so they share
 * the catalogue's cache, which the articles and announcements tables' triggers already clear
 * (decision 001). A 404 is not cached, so an article published later is found at once.
 */
export class ContentService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: ResponseCache,
  ) {}

  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  /** The JSON text of one page of published articles, newest first. */
  listArticles(query: ArticleListQuery, lang: Language): Promise<string> {
    const { page, size, search, category, start, end } = query
    if (start && end && start > end) throw AppError.badRequest(messages.startAfterEnd)
    const criteria: repo.ArticleCriteria = {
      searchTerms: searchTerms(search ?? ''),
      ...(category && { category }),
      ...(start && { start }),
      ...(end && { end }),
    }
    const key = languageKey(lang, `articles:${JSON.stringify({ criteria, page, size })}`)
    return this.cache.text(key, async () => {
      const { rows, total } = await repo.findArticles(this.ctx.db, criteria, page * size, size)
      return {
        data: rows.map((row) => toArticleSummary(row, this.publicUrl, lang)),
        total,
        pageSize: size,
      }
    })
  }

  /** The JSON text of one published article with its sanitized HTML content. */
  getArticle(id: number, lang: Language): Promise<string> {
    return this.cache.text(languageKey(lang, `article:${id}`), async () => {
      const row = await repo.findArticle(this.ctx.db, id)
      if (!row) throw AppError.notFound(messages.articleNotFound)
      return toArticle(row, this.publicUrl, lang)
    })
  }

  /** The JSON text of one page of published announcements, newest first. */
  listAnnouncements({ page, size }: AnnouncementListQuery, lang: Language): Promise<string> {
    return this.cache.text(languageKey(lang, `announcements:${page}:${size}`), async () => {
      const { rows, total } = await announcementRepo.findAnnouncements(
        this.ctx.db,
        page * size,
        size,
      )
      return {
        data: rows.map((row) => toAnnouncement(row, this.publicUrl, lang)),
        total,
        pageSize: size,
      }
    })
  }

  /** The JSON text of one published announcement. */
  getAnnouncement(id: number, lang: Language): Promise<string> {
    return this.cache.text(languageKey(lang, `announcement:${id}`), async () => {
      const row = await announcementRepo.findAnnouncement(this.ctx.db, id)
      if (!row) throw AppError.notFound(messages.announcementNotFound)
      return toAnnouncement(row, this.publicUrl, lang)
    })
  }
}

import type { AdminArticle, AdminArticleSummary, AdminArticleValues } from '@kyanma/shared'
import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import type { AppContext } from '#app/app-context.ts'
import type { AdminListQuery } from '#app/db/admin-list.ts'
import { articles } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import type { Clock } from '#app/lib/clock.ts'
import { recordEdit } from '../admin/audit-log.ts'
import { requirePublicImage } from '../media/public-images.ts'
import { replacedPicture, saveDroppingPictures } from '../media/unused-pictures.ts'
import { articleValues } from './article-values.ts'
import { toArticle, toArticleSummary } from './content.mappers.ts'
import * as repo from './staff-articles.repository.ts'

type ArticleRow = typeof articles.$inferSelect

/** The audit log keeps what staff can change; the HTML as stored (after sanitizing). */
/** The row to write, sanitized; HTML that held nothing allowed (only a script) is refused. */
function sanitizedValues(input: AdminArticleValues, createdAt?: Date) {
  const values = articleValues({ ...input, ...(createdAt && { createdAt }) })
  if (!values.content.replace(/<[^>]*>/g, '').trim())
    throw AppError.badRequest(messages.articleContentRequired)
  return values
}

function auditValues(row: ArticleRow) {
  const { id: _id, createdAt: _created, ...values } = row
  return { ...values, blogDate: row.blogDate.toISOString() }
}

/**
 * Staff write articles. Every write goes through articleValues (content/article-values.ts), so
 * the stored HTML holds only what the sanitizer allows; the public answers are cached and the
 * articles table's trigger clears that cache.
 */
export class StaffArticleService {
  private publicUrl = (key: string) => this.ctx.media.publicUrl(key)

  constructor(
    private readonly ctx: AppContext,
    private readonly clock: Clock,
  ) {}

  async list(query: AdminListQuery<repo.ArticleSort>) {
    const { rows, total } = await repo.findAllArticles(this.ctx.db, query)
    const data: AdminArticleSummary[] = rows.map((row) => ({
      ...toArticleSummary(row, this.publicUrl, 'en'),
      titleMy: row.titleMy,
      descriptionMy: row.descriptionMy,
      isPublished: row.isPublished,
      createdAt: row.createdAt.toISOString(),
    }))
    return { data, total, pageSize: query.size }
  }

  async get(id: number): Promise<AdminArticle> {
    const row = await repo.findAnyArticle(this.ctx.db, id)
    if (!row) throw AppError.notFound(messages.articleNotFound)
    return {
      ...toArticle(row, this.publicUrl, 'en'),
      titleMy: row.titleMy,
      descriptionMy: row.descriptionMy,
      contentMy: row.contentMy,
      isPublished: row.isPublished,
      createdAt: row.createdAt.toISOString(),
    }
  }

  async create(input: AdminArticleValues, staffUserId: number) {
    const now = this.clock.now()
    const id = await this.ctx.db.transaction(async (tx) => {
      await requirePublicImage(tx, input.imageId, 'imageId')
      const [row] = await tx.insert(articles).values(sanitizedValues(input, now)).returning()
      if (!row) throw new Error('article not stored')
      await recordEdit(tx, { staffUserId, at: now }, 'article.create', row.id, {
        after: auditValues(row),
      })
      return row.id
    })
    return this.get(id)
  }

  async update(id: number, input: AdminArticleValues, staffUserId: number) {
    // A picture the article stopped showing and nothing else shows goes with its files.
    await saveDroppingPictures(this.ctx, async (tx) => {
      const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
      if (!before) throw AppError.notFound(messages.articleNotFound)
      await requirePublicImage(tx, input.imageId, 'imageId')
      const [row] = await tx
        .update(articles)
        .set(sanitizedValues(input))
        .where(eq(articles.id, id))
        .returning()
      if (!row) throw new Error('article not updated')
      await recordEdit(tx, { staffUserId, at: this.clock.now() }, 'article.update', id, {
        before: auditValues(before),
        after: auditValues(row),
      })
      return { result: undefined, dropped: replacedPicture(before.imageId, row.imageId) }
    })
    return this.get(id)
  }
}

import {
  AdminArticleInputSchema,
  AdminArticleListQuerySchema,
  AdminArticleListSchema,
  AdminArticleSchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invalidInput } from '#app/lib/route-responses.ts'
import { staffCreate, staffList, staffRead, staffUpdate } from '#app/lib/staff-routes.ts'
import type { StaffArticleService } from './staff-articles.service.ts'

const invalidOrMissing = { ...invalidInput, 404: ErrorResponseSchema.describe('No such article') }
const htmlNote =
  'content is HTML; scripts, event attributes and javascript: links are removed before it is ' +
  'stored, and the answer shows what was kept.'

/** Staff write the blog's articles (published or kept as drafts). */
export function staffArticleRoutes(service: StaffArticleService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/articles',
      {
        summary: 'Every article, published or not, searched by title or author (staff only)',
        querystring: AdminArticleListQuerySchema,
        answer: AdminArticleListSchema,
        errors: invalidInput,
      },
      (query) => service.list(query),
    )
    staffRead(
      app,
      '/admin/articles/:id',
      {
        summary: 'One article with its content, published or not (staff only)',
        answer: AdminArticleSchema,
        errors: invalidOrMissing,
      },
      (id) => service.get(id),
    )
    staffCreate(
      app,
      '/admin/articles',
      {
        summary: 'Write an article (staff only)',
        description: htmlNote,
        body: AdminArticleInputSchema,
        answer: AdminArticleSchema,
        errors: invalidInput,
      },
      (body, staffId) => service.create(body, staffId),
    )
    staffUpdate(
      app,
      '/admin/articles/:id',
      {
        summary: 'Change an article (staff only)',
        description: htmlNote,
        body: AdminArticleInputSchema,
        answer: AdminArticleSchema,
        errors: invalidOrMissing,
      },
      (id, body, staffId) => service.update(id, body, staffId),
    )
  }
}

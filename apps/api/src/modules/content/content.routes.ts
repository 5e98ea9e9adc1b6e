import { ArticleListQuerySchema, ArticleListSchema, ErrorResponseSchema } from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendJsonText } from '../../lib/send-json-text.ts'
import type { ContentService } from './content.service.ts'

export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/blog/news',
      {
        schema: {
          tags: ['content'],
          summary: 'A page of published articles (news), newest first',
          description:
            'search: every word must appear in the title or description (case-insensitive, ' +
            'partial words match). category: one of the blog categories, or All. start and end: ' +
            'ISO date-times; articles dated from start (inclusive) to end (exclusive).',
          querystring: ArticleListQuerySchema,
          response: { 200: ArticleListSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => sendJsonText(reply, await content.listArticles(request.query)),
    )
  }
}

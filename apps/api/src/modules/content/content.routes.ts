import {
  AnnouncementListQuerySchema,
  AnnouncementListSchema,
  AnnouncementSchema,
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticleSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendJsonText } from '#app/lib/send-json-text.ts'
import type { ContentService } from './content.service.ts'

const badInput = ErrorResponseSchema.describe('Invalid input, with the message to show')
const notFound = ErrorResponseSchema.describe('No such published item')

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
          response: { 200: ArticleListSchema, 400: badInput },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, await content.listArticles(request.query, request.language)),
    )

    app.get(
      '/public/blog/news/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'One published article with its sanitized HTML content',
          params: IdParamsSchema,
          response: { 200: ArticleSchema, 400: badInput, 404: notFound },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, await content.getArticle(request.params.id, request.language)),
    )

    app.get(
      '/public/announcement/settings',
      {
        schema: {
          tags: ['content'],
          summary: 'A page of published announcements, newest first',
          querystring: AnnouncementListQuerySchema,
          response: { 200: AnnouncementListSchema, 400: badInput },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, await content.listAnnouncements(request.query, request.language)),
    )

    app.get(
      '/public/announcement/settings/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'One published announcement',
          params: IdParamsSchema,
          response: { 200: AnnouncementSchema, 400: badInput, 404: notFound },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, await content.getAnnouncement(request.params.id, request.language)),
    )
  }
}

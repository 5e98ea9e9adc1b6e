import {
  AdminArticleInputSchema,
  AdminArticleListQuerySchema,
  AdminArticleListSchema,
  AdminArticleSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffArticleService } from './staff-articles.service.ts'

const refusals = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}
const notFound = { 404: ErrorResponseSchema.describe('No such article') }
const invalid = { 400: ErrorResponseSchema.describe('Invalid input, with the message to show') }
const htmlNote =
  'content is HTML; scripts, event attributes and javascript: links are removed before it is ' +
  'stored, and the answer shows what was kept.'

/** Staff write the blog's articles (published or kept as drafts). */
export function staffArticleRoutes(service: StaffArticleService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/articles',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every article, published or not, searched by title or author (staff only)',
          querystring: AdminArticleListQuerySchema,
          response: { 200: AdminArticleListSchema, ...invalid, ...refusals },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.list(request.query)
      },
    )

    app.get(
      '/admin/articles/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One article with its content, published or not (staff only)',
          params: IdParamsSchema,
          response: { 200: AdminArticleSchema, ...invalid, ...refusals, ...notFound },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.get(request.params.id)
      },
    )

    app.post(
      '/admin/articles',
      {
        schema: {
          tags: ['admin'],
          summary: 'Write an article (staff only)',
          description: htmlNote,
          body: AdminArticleInputSchema,
          response: { 201: AdminArticleSchema, ...invalid, ...refusals },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        return reply.code(201).send(await service.create(request.body, staff.userId))
      },
    )

    app.put(
      '/admin/articles/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Change an article (staff only)',
          description: htmlNote,
          params: IdParamsSchema,
          body: AdminArticleInputSchema,
          response: { 200: AdminArticleSchema, ...invalid, ...refusals, ...notFound },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.update(request.params.id, request.body, staff.userId)
      },
    )
  }
}

import {
  ErrorResponseSchema,
  SitemapEntryListSchema,
  SitemapKindParamsSchema,
  SitemapPageQuerySchema,
  SitemapSummarySchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SitemapService } from './sitemap.service.ts'

export function sitemapRoutes(sitemap: SitemapService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/sitemap',
      {
        schema: {
          tags: ['sitemap'],
          summary: 'The parts of the sitemap: per kind, each part of 10,000 addresses',
          description:
            'Kinds: products (active), articles and announcements (published). An empty kind has ' +
            'no parts. lastModified is the latest change in the part (articles: their date; ' +
            'announcements: when they were created).',
          response: { 200: SitemapSummarySchema },
        },
      },
      () => sitemap.summary(),
    )

    app.get(
      '/public/sitemap/:kind',
      {
        schema: {
          tags: ['sitemap'],
          summary: 'One part of a kind: ids and times of last change, in id order',
          params: SitemapKindParamsSchema,
          querystring: SitemapPageQuerySchema,
          response: { 200: SitemapEntryListSchema, 400: ErrorResponseSchema },
        },
      },
      (request) => sitemap.entries(request.params.kind, request.query.page),
    )
  }
}

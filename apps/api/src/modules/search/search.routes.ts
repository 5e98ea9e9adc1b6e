import {
  ErrorResponseSchema,
  PopularKeywordsSchema,
  SearchQuerySchema,
  SearchResultSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendJsonText } from '../../lib/send-json-text.ts'
import type { SearchService } from './search.service.ts'

export function searchRoutes(search: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Products, News, Brands and Categories whose names contain every word of filter',
          description: 'Case-insensitive; partial words match ("vitam c" finds "Vitamin C").',
          querystring: SearchQuerySchema,
          response: { 200: SearchResultSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => sendJsonText(reply, await search.search(request.query.filter)),
    )

    app.get(
      '/public/popular/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Popular search keywords, most searched first',
          response: { 200: PopularKeywordsSchema },
        },
      },
      () => search.popularKeywords(),
    )
  }
}

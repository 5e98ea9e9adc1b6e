import {
  ErrorResponseSchema,
  PopularKeywordsSchema,
  SearchQuerySchema,
  SearchResultSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendJsonText } from '#app/lib/send-json-text.ts'
import type { FavoriteService } from '../customers/favorite.service.ts'
import type { SearchService } from './search.service.ts'

/** Found products carry the signed-in customer's hearts, marked by `favorites`. */
export function searchRoutes(
  search: SearchService,
  favorites: FavoriteService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Products, News, Brands and Categories whose names contain every word of filter',
          description:
            'Case-insensitive; partial words match ("vitam c" finds "Vitamin C"). Names are ' +
            'matched in English and Burmese (Zawgyi is read as Unicode; Burmese and Latin digits ' +
            'are the same); when nothing matches, a group is searched again forgiving typos ' +
            '("paracetmol" finds Paracetamol). Texts come in the Accept-Language language.',
          querystring: SearchQuerySchema,
          response: { 200: SearchResultSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const answer = await search.search(request.query.filter, request.language)
        return sendJsonText(reply, await favorites.markFavorites(answer, request.auth?.customerId))
      },
    )

    app.get(
      '/public/popular/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Popular search keywords, most searched first',
          description: "Keywords in the reader's language (Accept-Language) come first.",
          response: { 200: PopularKeywordsSchema },
        },
      },
      (request) => search.popularKeywords(request.language),
    )
  }
}

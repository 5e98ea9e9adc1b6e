import {
  CategoryListSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  IdSchema,
  LISTING_TYPES,
  messages,
  PAGE_SIZE,
  ProductFilterBodySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  pagedQuerySchema,
  parseListingType,
  ReviewListSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { fillText } from '#app/lib/fill-text.ts'
import type { MarkableJson } from '#app/lib/markable-json.ts'
import { sendJsonText } from '#app/lib/send-json-text.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import type { CatalogService } from './catalog.service.ts'

const ListingTypeParamsSchema = z.object({
  type: z
    .string()
    .transform((value, ctx) => {
      const type = parseListingType(value)
      if (!type) {
        ctx.addIssue({
          code: 'custom',
          message: fillText(messages.unknownListingTypeUseOneOf, {
            types: LISTING_TYPES.join(', '),
          }),
        })
        return z.NEVER
      }
      return type
    })
    .meta({
      description: `One of ${LISTING_TYPES.join(', ')}; lower-case (default, related, ...) also accepted`,
    }),
})

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema }

/**
 * What the listings need from the customers module's favourites (its FavoriteService, passed in
 * by the composition root). Named here rather than imported: customers already depend on the
 * catalogue through loyalty and orders, so importing it back would close a module cycle.
 */
export interface FavoriteMarks {
  markFavorites(answer: MarkableJson, customerId: number | null | undefined): Promise<string>
}

/**
 * `favorites` marks the signed-in customer's hearts on the shared cached answers, and answers
 * the FAVORITES listing, which is theirs alone.
 */
export function catalogRoutes(
  catalog: CatalogService,
  favorites: FavoriteMarks,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/public/products/:type',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A page of products of a listing type, filtered by the body',
          description:
            'referenceId: CATEGORY → category id (sub-categories included); BRAND → brand id; ' +
            'RELATED → the product to relate to (same category first, then its parent category); ' +
            'other types → an optional category scope. FAVORITES → the signed-in customer’s ' +
            'favourites. isFavorite is true on the signed-in customer’s favourites. ' +
            'Range filters are "from,to" text or ' +
            '{ from, to } with inclusive bounds; either side may be empty. shippingWeight is in kg.',
          params: ListingTypeParamsSchema,
          querystring: ProductListQuerySchema,
          body: ProductFilterBodySchema,
          response: {
            200: ProductListSchema,
            401: ErrorResponseSchema.describe('FAVORITES without signing in'),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { page, size, referenceId, filter, search, sort } = request.query
        const listRequest = {
          type: request.params.type,
          page,
          size,
          referenceId,
          search: search ?? filter,
          sort,
          filters: request.body ?? {},
          lang: request.language,
        }
        if (listRequest.type === 'FAVORITES') {
          const customerId = requireCustomer(request).customerId
          const list = await catalog.listFavoriteProducts(customerId, listRequest)
          return { ...list, data: list.data.map((product) => ({ ...product, isFavorite: true })) }
        }
        const answer = await catalog.listProducts(listRequest)
        return sendJsonText(reply, await favorites.markFavorites(answer, request.auth?.customerId))
      },
    )

    app.get(
      '/public/products/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One product with all its images and its description',
          params: IdParamsSchema,
          response: { 200: ProductSchema, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await catalog.getProduct(request.params.id, request.language)
        return sendJsonText(reply, await favorites.markFavorites(answer, request.auth?.customerId))
      },
    )

    app.get(
      '/public/products/:id/reviews',
      {
        schema: {
          tags: ['catalogue'],
          summary: "A product's reviews, newest first",
          params: IdParamsSchema,
          querystring: pagedQuerySchema(PAGE_SIZE.reviews),
          response: { 200: ReviewListSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { page, size } = request.query
        return sendJsonText(reply, await catalog.listReviews(request.params.id, page, size))
      },
    )

    app.get(
      '/public/primary/:id/parent',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'The categories directly under a category (id 2 holds the main categories)',
          params: z.object({ id: IdSchema }),
          response: { 200: CategoryListSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, await catalog.listChildCategories(request.params.id, request.language)),
    )
  }
}

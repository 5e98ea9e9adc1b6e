import {
  BrandListQuerySchema,
  BrandListSchema,
  BrandSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendJsonText } from '#app/lib/send-json-text.ts'
import type { BrandService } from './brands.service.ts'

export function brandRoutes(brands: BrandService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/brands',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Every brand the shop sells, by name, with its description, logo and product count',
          description:
            "List a brand's products with POST /public/products/BRAND?referenceId={id}. " +
            'size defaults to 100, the largest page.',
          querystring: BrandListQuerySchema,
          response: { 200: BrandListSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { page, size } = request.query
        return sendJsonText(reply, await brands.listBrands(page, size, request.language))
      },
    )

    app.get(
      '/public/brands/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One brand: name, description, logo and product count',
          params: IdParamsSchema,
          response: { 200: BrandSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, await brands.getBrand(request.params.id, request.language)),
    )
  }
}

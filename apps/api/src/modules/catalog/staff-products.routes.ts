import {
  AdminCatalogOptionsSchema,
  AdminProductBodySchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '#app/db/client.ts'
import { sendCsv } from '#app/lib/csv-stream.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import { catalogOptions } from './catalog-options.ts'
import { exportProductsCsv } from './product-export.ts'
import type { StaffProductService } from './staff-products.service.ts'

const guarded = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}
const invalid = ErrorResponseSchema.describe(
  'Invalid input (negative or fractional price or stock, original price below the price, ' +
    'unknown category, brand or picture), with the message to show; nothing is changed',
)

/** Staff list, add, edit and export products. Deleting is "active: false": orders refer to them. */
export function staffProductRoutes(
  service: StaffProductService,
  db: Database,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/products',
      {
        schema: {
          tags: ['admin'],
          summary: 'Products, a page at a time, active or not (staff only)',
          description: 'search finds a name (partial words) or an id.',
          querystring: AdminProductListQuerySchema,
          response: { 200: AdminProductListSchema, 400: ErrorResponseSchema, ...guarded },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.list(request.query)
      },
    )

    app.get(
      '/admin/products/export.csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every product as CSV, streamed (staff only)',
          description:
            'Comma-separated, every cell in double quotes, with a byte-order mark so Excel reads ' +
            'Burmese text; cells that would run as formulas start with an apostrophe.',
          response: guarded,
        },
      },
      async (request, reply) => {
        requireStaff(request)
        return sendCsv(reply, exportProductsCsv(db), 'products.csv')
      },
    )

    app.get(
      '/admin/catalog/options',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every category and brand by name, for pickers (staff only)',
          response: { 200: AdminCatalogOptionsSchema, ...guarded },
        },
      },
      async (request) => {
        requireStaff(request)
        return catalogOptions(db)
      },
    )

    app.get(
      '/admin/products/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One product with every editable field (staff only)',
          params: IdParamsSchema,
          response: {
            200: AdminProductSchema,
            ...guarded,
            404: ErrorResponseSchema.describe('No such product'),
          },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.get(request.params.id)
      },
    )

    app.post(
      '/admin/products',
      {
        schema: {
          tags: ['admin'],
          summary: 'Add a product (staff only)',
          description: 'The server makes the slug and sanitizes the description HTML.',
          body: AdminProductBodySchema,
          response: { 201: AdminProductSchema, 400: invalid, ...guarded },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        return reply.code(201).send(await service.create(request.body, staff.userId))
      },
    )

    app.put(
      '/admin/products/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Change a product: every field is sent (staff only)',
          params: IdParamsSchema,
          body: AdminProductBodySchema,
          response: {
            200: AdminProductSchema,
            400: invalid,
            ...guarded,
            404: ErrorResponseSchema.describe('No such product'),
          },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return service.update(request.params.id, request.body, staff.userId)
      },
    )
  }
}

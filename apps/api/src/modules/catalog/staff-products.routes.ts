import {
  AdminCatalogOptionsSchema,
  AdminProductBodySchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '#app/db/client.ts'
import { sendCsv } from '#app/lib/csv-stream.ts'
import {
  staffCreate,
  staffList,
  staffRead,
  staffSchema,
  staffUpdate,
} from '#app/lib/staff-routes.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import { catalogOptions } from './catalog-options.ts'
import { exportProductsCsv } from './product-export.ts'
import type { StaffProductService } from './staff-products.service.ts'

const invalid = ErrorResponseSchema.describe(
  'Invalid input (negative or fractional price or stock, original price below the price, ' +
    'unknown category, brand or picture), with the message to show; nothing is changed',
)
const missing = ErrorResponseSchema.describe('No such product')

/** Staff list, add, edit and export products. Deleting is "active: false": orders refer to them. */
export function staffProductRoutes(
  service: StaffProductService,
  db: Database,
): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/products',
      {
        summary: 'Products, a page at a time, active or not (staff only)',
        description: 'search finds a name (partial words) or an id.',
        querystring: AdminProductListQuerySchema,
        answer: AdminProductListSchema,
        errors: { 400: ErrorResponseSchema },
      },
      (query) => service.list(query),
    )

    app.get(
      '/admin/products/export.csv',
      {
        schema: staffSchema({
          summary: 'Every product as CSV, streamed (staff only)',
          description:
            'Comma-separated, every cell in double quotes, with a byte-order mark so Excel reads ' +
            'Burmese text; cells that would run as formulas start with an apostrophe.',
        }),
      },
      async (request, reply) => {
        requireStaff(request)
        return sendCsv(reply, exportProductsCsv(db), 'products.csv')
      },
    )

    app.get(
      '/admin/catalog/options',
      {
        schema: staffSchema({
          summary: 'Every category and brand by name, for pickers (staff only)',
          response: { 200: AdminCatalogOptionsSchema },
        }),
      },
      async (request) => {
        requireStaff(request)
        return catalogOptions(db)
      },
    )

    staffRead(
      app,
      '/admin/products/:id',
      {
        summary: 'One product with every editable field (staff only)',
        answer: AdminProductSchema,
        errors: { 404: missing },
      },
      (id) => service.get(id),
    )
    staffCreate(
      app,
      '/admin/products',
      {
        summary: 'Add a product (staff only)',
        description: 'The server makes the slug and sanitizes the description HTML.',
        body: AdminProductBodySchema,
        answer: AdminProductSchema,
        errors: { 400: invalid },
      },
      (body, staffId) => service.create(body, staffId),
    )
    staffUpdate(
      app,
      '/admin/products/:id',
      {
        summary: 'Change a product: every field is sent (staff only)',
        body: AdminProductBodySchema,
        answer: AdminProductSchema,
        errors: { 400: invalid, 404: missing },
      },
      (id, body, staffId) => service.update(id, body, staffId),
    )
  }
}

import {
  AdminBrandInputSchema,
  AdminBrandListQuerySchema,
  AdminBrandListSchema,
  AdminBrandSchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffCreate, staffList, staffUpdate } from '#app/lib/staff-routes.ts'
import type { StaffBrandService } from './staff-brands.service.ts'

/** Staff manage brands. There is no DELETE: products refer to a brand; isActive false retires it. */
export function staffBrandRoutes(brands: StaffBrandService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/brands',
      {
        summary: 'Brands, a page at a time, active or not (staff only)',
        querystring: AdminBrandListQuerySchema,
        answer: AdminBrandListSchema,
        errors: { 400: ErrorResponseSchema },
      },
      (query) => brands.list(query),
    )
    staffCreate(
      app,
      '/admin/brands',
      {
        summary: 'Add a brand (staff only)',
        body: AdminBrandInputSchema,
        answer: AdminBrandSchema,
        errors: {
          400: ErrorResponseSchema,
          409: ErrorResponseSchema.describe('A brand has this name already'),
        },
      },
      (body, staffId) => brands.create(body, staffId),
    )
    staffUpdate(
      app,
      '/admin/brands/:id',
      {
        summary: 'Change a brand: every field is sent (staff only)',
        body: AdminBrandInputSchema,
        answer: AdminBrandSchema,
        errors: {
          400: ErrorResponseSchema,
          404: ErrorResponseSchema.describe('No such brand'),
          409: ErrorResponseSchema.describe('Another brand has this name already'),
        },
      },
      (id, body, staffId) => brands.update(id, body, staffId),
    )
  }
}

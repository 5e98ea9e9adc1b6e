import {
  AdminBrandInputSchema,
  AdminBrandListQuerySchema,
  AdminBrandListSchema,
  AdminBrandSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffBrandService } from './staff-brands.service.ts'

const guarded = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}

/** Staff manage brands. There is no DELETE: products refer to a brand; isActive false retires it. */
export function staffBrandRoutes(brands: StaffBrandService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/brands',
      {
        schema: {
          tags: ['admin'],
          summary: 'Brands, a page at a time, active or not (staff only)',
          querystring: AdminBrandListQuerySchema,
          response: { 200: AdminBrandListSchema, 400: ErrorResponseSchema, ...guarded },
        },
      },
      async (request) => {
        requireStaff(request)
        return brands.list(request.query)
      },
    )
    app.post(
      '/admin/brands',
      {
        schema: {
          tags: ['admin'],
          summary: 'Add a brand (staff only)',
          body: AdminBrandInputSchema,
          response: {
            201: AdminBrandSchema,
            400: ErrorResponseSchema,
            ...guarded,
            409: ErrorResponseSchema.describe('A brand has this name already'),
          },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        return reply.code(201).send(await brands.create(request.body, staff.userId))
      },
    )
    app.put(
      '/admin/brands/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Change a brand: every field is sent (staff only)',
          params: IdParamsSchema,
          body: AdminBrandInputSchema,
          response: {
            200: AdminBrandSchema,
            400: ErrorResponseSchema,
            ...guarded,
            404: ErrorResponseSchema.describe('No such brand'),
            409: ErrorResponseSchema.describe('Another brand has this name already'),
          },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return brands.update(request.params.id, request.body, staff.userId)
      },
    )
  }
}

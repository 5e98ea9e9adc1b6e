import {
  AdminCategoryBodySchema,
  AdminCategoryListQuerySchema,
  AdminCategoryListSchema,
  AdminCategorySchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffCategoryService } from './staff-categories.service.ts'

const guarded = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}

/**
 * Staff manage the category tree. There is no DELETE: products and past orders refer to a
 * category, so it is retired with isActive false (the storefront then no longer shows it).
 */
export function staffCategoryRoutes(categories: StaffCategoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/categories',
      {
        schema: {
          tags: ['admin'],
          summary: 'Categories, a page at a time, active or not (staff only)',
          querystring: AdminCategoryListQuerySchema,
          response: { 200: AdminCategoryListSchema, 400: ErrorResponseSchema, ...guarded },
        },
      },
      async (request) => {
        requireStaff(request)
        return categories.list(request.query)
      },
    )
    app.post(
      '/admin/categories',
      {
        schema: {
          tags: ['admin'],
          summary: 'Add a category (staff only)',
          body: AdminCategoryBodySchema,
          response: { 201: AdminCategorySchema, 400: ErrorResponseSchema, ...guarded },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        return reply.code(201).send(await categories.create(request.body, staff.userId))
      },
    )
    app.put(
      '/admin/categories/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Change a category: every field is sent (staff only)',
          description: 'A category cannot be placed under itself or its own subcategories (400).',
          params: IdParamsSchema,
          body: AdminCategoryBodySchema,
          response: {
            200: AdminCategorySchema,
            400: ErrorResponseSchema,
            ...guarded,
            404: ErrorResponseSchema.describe('No such category'),
          },
        },
      },
      async (request) => {
        const staff = requireStaff(request)
        return categories.update(request.params.id, request.body, staff.userId)
      },
    )
  }
}

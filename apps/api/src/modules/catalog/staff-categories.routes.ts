import {
  AdminCategoryBodySchema,
  AdminCategoryListQuerySchema,
  AdminCategoryListSchema,
  AdminCategorySchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffCreate, staffList, staffUpdate } from '#app/lib/staff-routes.ts'
import type { StaffCategoryService } from './staff-categories.service.ts'

/**
 * Staff manage the category tree. There is no DELETE: products and past orders refer to a
 * category, so it is retired with isActive false (the storefront then no longer shows it).
 */
export function staffCategoryRoutes(categories: StaffCategoryService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/categories',
      {
        summary: 'Categories, a page at a time, active or not (staff only)',
        querystring: AdminCategoryListQuerySchema,
        answer: AdminCategoryListSchema,
        errors: { 400: ErrorResponseSchema },
      },
      (query) => categories.list(query),
    )
    staffCreate(
      app,
      '/admin/categories',
      {
        summary: 'Add a category (staff only)',
        body: AdminCategoryBodySchema,
        answer: AdminCategorySchema,
        errors: { 400: ErrorResponseSchema },
      },
      (body, staffId) => categories.create(body, staffId),
    )
    staffUpdate(
      app,
      '/admin/categories/:id',
      {
        summary: 'Change a category: every field is sent (staff only)',
        description: 'A category cannot be placed under itself or its own subcategories (400).',
        body: AdminCategoryBodySchema,
        answer: AdminCategorySchema,
        errors: { 400: ErrorResponseSchema, 404: ErrorResponseSchema.describe('No such category') },
      },
      (id, body, staffId) => categories.update(id, body, staffId),
    )
  }
}

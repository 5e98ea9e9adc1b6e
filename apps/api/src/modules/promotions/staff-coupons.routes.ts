import {
  AdminCouponInputSchema,
  AdminCouponListQuerySchema,
  AdminCouponListSchema,
  AdminCouponSchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffCreate, staffList, staffUpdate } from '#app/lib/staff-routes.ts'
import type { StaffCouponService } from './staff-coupons.service.ts'

const writeErrors = {
  400: ErrorResponseSchema.describe('Invalid terms, with the message to show'),
  409: ErrorResponseSchema.describe('Another coupon already has this code'),
}

/** Staff manage coupons: list with times used, create, edit. */
export function staffCouponRoutes(service: StaffCouponService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/coupons',
      {
        summary: 'Coupons, searched by code, with how often each is used (staff only)',
        querystring: AdminCouponListQuerySchema,
        answer: AdminCouponListSchema,
        errors: { 400: ErrorResponseSchema },
      },
      (query) => service.list(query),
    )
    staffCreate(
      app,
      '/admin/coupons',
      {
        summary: 'Create a coupon; its code is stored upper-cased (staff only)',
        body: AdminCouponInputSchema,
        answer: AdminCouponSchema,
        errors: writeErrors,
      },
      (body, staffId) => service.create(body, staffId),
    )
    staffUpdate(
      app,
      '/admin/coupons/:id',
      {
        summary: "Change a coupon's terms (staff only)",
        body: AdminCouponInputSchema,
        answer: AdminCouponSchema,
        errors: { ...writeErrors, 404: ErrorResponseSchema.describe('No such coupon') },
      },
      (id, body, staffId) => service.update(id, body, staffId),
    )
  }
}

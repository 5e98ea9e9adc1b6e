import {
  AdminCouponInputSchema,
  AdminCouponListQuerySchema,
  AdminCouponListSchema,
  AdminCouponSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff } from '#app/plugins/auth.ts'
import type { StaffCouponService } from './staff-coupons.service.ts'

const refusals = {
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not a member of staff'),
}
const writeAnswers = {
  400: ErrorResponseSchema.describe('Invalid terms, with the message to show'),
  ...refusals,
  409: ErrorResponseSchema.describe('Another coupon already has this code'),
}

/** Staff manage coupons: list with times used, create, edit. */
export function staffCouponRoutes(service: StaffCouponService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/coupons',
      {
        schema: {
          tags: ['admin'],
          summary: 'Coupons, searched by code, with how often each is used (staff only)',
          querystring: AdminCouponListQuerySchema,
          response: { 200: AdminCouponListSchema, 400: ErrorResponseSchema, ...refusals },
        },
      },
      async (request) => {
        requireStaff(request)
        return service.list(request.query)
      },
    )

    app.post(
      '/admin/coupons',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a coupon; its code is stored upper-cased (staff only)',
          body: AdminCouponInputSchema,
          response: { 201: AdminCouponSchema, ...writeAnswers },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request)
        return reply.code(201).send(await service.create(request.body, staff.userId))
      },
    )

    app.put(
      '/admin/coupons/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Change a coupon's terms (staff only)",
          params: IdParamsSchema,
          body: AdminCouponInputSchema,
          response: {
            200: AdminCouponSchema,
            ...writeAnswers,
            404: ErrorResponseSchema.describe('No such coupon'),
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

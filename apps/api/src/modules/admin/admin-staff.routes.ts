import {
  AdminStaffCreateSchema,
  AdminStaffListQuerySchema,
  AdminStaffListSchema,
  AdminStaffMemberSchema,
  AdminStaffUpdateSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdmin } from '#app/plugins/auth.ts'
import type { AdminStaffService } from './admin-staff.service.ts'

const guarded = {
  400: ErrorResponseSchema.describe('Invalid input, with the message to show'),
  401: ErrorResponseSchema.describe('Not signed in'),
  403: ErrorResponseSchema.describe('Not an admin'),
}

/** Staff accounts: admins only (a member of staff gets 403). */
export function adminStaffRoutes(service: AdminStaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/staff',
      {
        schema: {
          tags: ['admin'],
          summary: 'Staff and admin accounts; search by name or email (admins only)',
          querystring: AdminStaffListQuerySchema,
          response: { 200: AdminStaffListSchema, ...guarded },
        },
      },
      async (request) => {
        requireAdmin(request)
        return service.list(request.query)
      },
    )

    app.post(
      '/admin/staff',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a staff or admin account (admins only)',
          description:
            'The password needs 12 characters or more; it is stored as an argon2id hash.',
          body: AdminStaffCreateSchema,
          response: {
            201: AdminStaffMemberSchema,
            ...guarded,
            409: ErrorResponseSchema.describe('An account already has this email'),
          },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request)
        return reply.code(201).send(await service.create(request.body, admin.userId))
      },
    )

    app.put(
      '/admin/staff/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Rename, change the role of, disable or enable a staff account (admins only)',
          description:
            "Disabling ends all of the account's sessions and stops it signing in. An admin " +
            'cannot disable or demote themselves (400).',
          params: IdParamsSchema,
          body: AdminStaffUpdateSchema,
          response: {
            200: AdminStaffMemberSchema,
            ...guarded,
            404: ErrorResponseSchema.describe('No such staff account'),
          },
        },
      },
      async (request) => {
        const admin = requireAdmin(request)
        return service.update(request.params.id, request.body, admin.userId)
      },
    )
  }
}

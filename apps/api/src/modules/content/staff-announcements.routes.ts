import {
  AdminAnnouncementCreatedSchema,
  AdminAnnouncementCreateSchema,
  AdminAnnouncementListQuerySchema,
  AdminAnnouncementListSchema,
  AdminAnnouncementSchema,
  AdminAnnouncementUpdateSchema,
  ErrorResponseSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffCreate, staffList, staffUpdate } from '#app/lib/staff-routes.ts'
import type { StaffAnnouncementService } from './staff-announcements.service.ts'

const invalid = { 400: ErrorResponseSchema.describe('Invalid input, or an unknown banner image') }

/** Staff publish announcements (every customer is notified), list and edit them. */
export function staffAnnouncementRoutes(service: StaffAnnouncementService): FastifyPluginAsyncZod {
  return async (app) => {
    staffList(
      app,
      '/admin/announcements',
      {
        summary: 'Every announcement, searched by title (staff only)',
        querystring: AdminAnnouncementListQuerySchema,
        answer: AdminAnnouncementListSchema,
        errors: { 400: ErrorResponseSchema },
      },
      (query) => service.list(query),
    )
    staffUpdate(
      app,
      '/admin/announcements/:id',
      {
        summary: "Change an announcement's title, description or banner (staff only)",
        description: 'Customers are not notified again.',
        body: AdminAnnouncementUpdateSchema,
        answer: AdminAnnouncementSchema,
        errors: { ...invalid, 404: ErrorResponseSchema.describe('No such announcement') },
      },
      (id, body, staffId) => service.update(id, body, staffId),
    )
    staffCreate(
      app,
      '/admin/announcements',
      {
        summary:
          'Publish an announcement, optionally with a banner, and notify every customer (staff only)',
        body: AdminAnnouncementCreateSchema,
        answer: AdminAnnouncementCreatedSchema,
        errors: invalid,
      },
      (body, staffId) => service.publish(body, staffId),
    )
  }
}

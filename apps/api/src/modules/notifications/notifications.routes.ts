import {
  IdParamsSchema,
  type Language,
  NotificationCountSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  translateMessage,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerOnly, invalidInput, notAmongOwn } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import type { NotificationService } from './notifications.service.ts'

const notFound = notAmongOwn('notification')
const tags = ['notifications']

/**
 * Notifications are stored in English, as written when they happened; each is read in the
 * reader's language (decision 038), so a customer who switches language reads the old ones in
 * the new one too. A staff note inside one (a cancel reason) stays as the staff wrote it.
 */
function inLanguage<T extends { title: string; description: string }>(item: T, lang: Language): T {
  return {
    ...item,
    title: translateMessage(item.title, lang),
    description: translateMessage(item.description, lang),
  }
}

/** The signed-in customer's notifications (spec section 7, Notifications). */
export function notificationRoutes(notifications: NotificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications/me',
      {
        schema: {
          tags,
          summary: 'The customer’s notifications, newest first (page from 0, 10 a page)',
          querystring: NotificationListQuerySchema,
          response: { 200: NotificationListSchema, ...invalidInput, ...customerOnly },
        },
      },
      async (request) => {
        const { page, size } = request.query
        const list = await notifications.list(requireCustomer(request).customerId, page, size)
        return { ...list, data: list.data.map((item) => inLanguage(item, request.language)) }
      },
    )

    app.get(
      '/notifications/me/count',
      {
        schema: {
          tags,
          summary: 'How many of the customer’s notifications are unread',
          response: { 200: NotificationCountSchema, ...customerOnly },
        },
      },
      async (request) => notifications.unreadCount(requireCustomer(request).customerId),
    )

    app.put(
      '/notifications/me/readAll',
      {
        schema: {
          tags,
          summary: 'Mark every unread notification read',
          description: 'Answers how many were unread and are now read.',
          response: { 200: NotificationCountSchema, ...customerOnly },
        },
      },
      async (request) => notifications.readAll(requireCustomer(request).customerId),
    )

    app.get(
      '/notifications/me/:id',
      {
        schema: {
          tags,
          summary: 'Open one notification; the first opening marks it read',
          params: IdParamsSchema,
          response: { 200: NotificationSchema, ...invalidInput, ...customerOnly, ...notFound },
        },
      },
      async (request) =>
        inLanguage(
          await notifications.open(requireCustomer(request).customerId, request.params.id),
          request.language,
        ),
    )

    app.delete(
      '/notifications/me/:id',
      {
        schema: {
          tags,
          summary: 'Delete one notification',
          params: IdParamsSchema,
          response: {
            204: z.null().describe('Deleted'),
            ...invalidInput,
            ...customerOnly,
            ...notFound,
          },
        },
      },
      async (request, reply) => {
        await notifications.remove(requireCustomer(request).customerId, request.params.id)
        return reply.status(204).send(null)
      },
    )
  }
}

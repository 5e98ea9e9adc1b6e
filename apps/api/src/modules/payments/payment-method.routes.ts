import {
  ErrorResponseSchema,
  OrderParamsSchema,
  OrderSchema,
  PaymentTypeChangeSchema,
  text,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerOnly, invalidInput, notAmongOwn } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import type { OrderService } from '../orders/orders.service.ts'
import type { PaymentMethodService } from './payment-method.service.ts'
import { ORDER_LIST_PATH } from './payment-return.ts'
import type { PaymentService } from './payments.service.ts'

/**
 * The shopper's side of paying after the checkout (decision 043): choosing another way to pay,
 * and coming back from a gateway's page.
 */
export function paymentMethodRoutes(
  methods: PaymentMethodService,
  payments: PaymentService,
  orders: OrderService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments/return',
      {
        schema: {
          tags: ['payments'],
          summary: 'Where a gateway’s page sends the shopper back (browser)',
          description:
            'The return URL to set in Dinger’s dashboard. Redirects (303) the signed-in ' +
            'shopper to the order of the payment named by merchantOrderId, or of their newest ' +
            'payment, with ?payment=approved|pending|declined; anyone else to the order list.',
          querystring: z.object({ merchantOrderId: text().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const customerId = request.auth?.customerId
        const to =
          customerId == null
            ? ORDER_LIST_PATH
            : await payments.returnPath(customerId, request.query.merchantOrderId || undefined)
        return reply.header('cache-control', 'no-store').redirect(to, 303)
      },
    )

    app.put(
      '/customers/me/orders/:id/payment-type',
      {
        schema: {
          tags: ['payments'],
          summary: 'Choose another way to pay an order still waiting for payment',
          description:
            'The payment type must fit the order as at placement (pay at store only for pickup, ' +
            'cash on delivery only for delivery). First asks the gateway about the order’s ' +
            'undecided payments: when one was paid it is applied and the answer is 409 ' +
            'PAYMENT_ALREADY_RECEIVED (the method stays). Otherwise those payments are ' +
            'abandoned (one arriving later is recorded and owed back) and the order takes the ' +
            'new type: cash on delivery and pay at store make it PENDING; the others keep it ' +
            'waiting for payment (a wallet answers paymentResponse). phoneNo, when sent, ' +
            'replaces the payment phone. Answers the order.',
          params: OrderParamsSchema,
          body: PaymentTypeChangeSchema,
          response: {
            200: OrderSchema,
            ...invalidInput,
            ...customerOnly,
            ...notAmongOwn('order'),
            409: ErrorResponseSchema.describe(
              'The order no longer waits for payment, or its payment had already arrived',
            ),
          },
        },
      },
      async (request) => {
        const { customerId } = requireCustomer(request)
        await methods.change(customerId, request.params.id, request.body)
        return orders.get(customerId, request.params.id)
      },
    )
  }
}

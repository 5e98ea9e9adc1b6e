import { ErrorResponseSchema, OrderParamsSchema, OrderSchema, text } from '@kyanma/shared'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#app/lib/app-error.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import type { OrderService } from '../orders/orders.service.ts'
import { RESULT_MESSAGE, RESULT_STATUS } from './payment-callbacks.ts'
import type { PaymentService } from './payments.service.ts'
import { SIGNATURE_HEADER } from './sandbox-gateway.ts'
import { sandboxMessagePage, sandboxPaymentPage } from './sandbox-page.ts'

const CallbackAnswerSchema = z.object({
  orderId: z.number().int(),
  reference: z.string(),
  result: z.enum(['PAID', 'DECLINED', 'AMOUNT_MISMATCH', 'NOT_PAYABLE']),
})

const orderPage = (id: number) => `/orders/${id}`

const PayAnswerSchema = z.union([
  z.object({ status: z.literal('PAID'), order: OrderSchema }),
  z.object({ status: z.literal('STARTED'), value: z.string() }),
])

/** The sandbox page answers in HTML even when it cannot show the payment. */
function sendMessagePage(reply: FastifyReply, error: unknown, orderId: number) {
  if (!(error instanceof AppError)) throw error
  const signIn = error.status === 401 || error.status === 403
  const link = signIn
    ? { href: `/auth/login?redirectTo=${encodeURIComponent(orderPage(orderId))}`, text: 'Sign in' }
    : error.status === 404
      ? { href: '/', text: 'Back to the shop' }
      : { href: orderPage(orderId), text: 'Back to your order' }
  return reply
    .status(error.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(sandboxMessagePage(error.message, link))
}

/**
 * The built-in sandbox gateway's pages (GET shows, POST decides) and every gateway's callback,
 * POST /api/payments/callback/{gateway}.
 */
export function paymentRoutes(
  payments: PaymentService,
  orders: OrderService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const routes = app.withTypeProvider<ZodTypeProvider>()
    routes.post(
      '/customers/me/orders/:id/payment',
      {
        schema: {
          tags: ['payments'],
          summary: 'Pay a waiting gateway order (again), never charging twice',
          description:
            'First asks the gateway about the order’s undecided payments: when one was paid it ' +
            'is applied and the answer is {status: PAID, order}. Otherwise a new payment is ' +
            'started and the answer is {status: STARTED, value}: the address to send the ' +
            'browser to, as paymentResponse.value. 404 not the customer’s order; 409 not a ' +
            'gateway order waiting for payment; 502 the gateway did not answer.',
          params: OrderParamsSchema,
          response: {
            200: PayAnswerSchema,
            401: ErrorResponseSchema,
            404: ErrorResponseSchema,
            409: ErrorResponseSchema,
            502: ErrorResponseSchema,
          },
        },
      },
      async (request) => {
        const { customerId } = requireCustomer(request)
        const { id } = request.params
        const answer = await payments.pay(customerId, id)
        if (answer.status === 'PAID')
          return { status: 'PAID' as const, order: await orders.get(customerId, id) }
        return answer
      },
    )

    routes.get(
      '/payments/pay/:id',
      {
        schema: {
          tags: ['payments'],
          summary: 'Goes to the gateway’s page for a new payment of the order (browser)',
          description:
            'A real gateway’s paymentResponse.value. For the signed-in owner, does what POST ' +
            '/customers/me/orders/{id}/payment does, then redirects (303) to the gateway, or to ' +
            '/orders/{id}?payment=approved when an earlier payment was found paid. Otherwise an ' +
            'HTML page with the reason and a way on.',
          params: OrderParamsSchema,
        },
      },
      async (request, reply) => {
        const { id } = request.params
        try {
          const answer = await payments.pay(requireCustomer(request).customerId, id)
          const to = answer.status === 'PAID' ? `${orderPage(id)}?payment=approved` : answer.value
          return reply.header('cache-control', 'no-store').redirect(to, 303)
        } catch (error) {
          return sendMessagePage(reply, error, id)
        }
      },
    )

    // The callback's signature covers the exact bytes: keep the raw body beside the parsed one.
    await app.register(async (scope) => {
      const callbacks = scope.withTypeProvider<ZodTypeProvider>()
      callbacks.removeContentTypeParser('application/json')
      callbacks.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, { raw: body as string }),
      )
      callbacks.post(
        '/payments/callback/:gateway',
        {
          schema: {
            tags: ['payments'],
            summary: 'A payment gateway tells the shop what happened (server to server)',
            description:
              `Signed by the gateway (the sandbox: HMAC-SHA256 of the body, hex, in ` +
              `${SIGNATURE_HEADER}). Applied once per gateway reference: a repeat answers the ` +
              'same. Approval with the order total moves a waiting order to PAID; a decline ' +
              'leaves it waiting. 409 when the amount is not the total or the order no longer ' +
              'waits (recorded, for a refund).',
            params: z.object({ gateway: text().max(40) }),
            response: {
              200: CallbackAnswerSchema,
              400: ErrorResponseSchema,
              401: ErrorResponseSchema.describe('The signature is missing or wrong'),
              404: ErrorResponseSchema.describe('Unknown gateway or order'),
              409: ErrorResponseSchema.extend(CallbackAnswerSchema.shape),
            },
          },
        },
        async (request, reply) => {
          const raw = (request.body as { raw?: string } | undefined)?.raw ?? ''
          const answer = await payments.handleCallback(request.params.gateway, {
            headers: request.headers,
            rawBody: raw,
          })
          const status = RESULT_STATUS[answer.result]
          if (status === 200) return reply.status(200).send(answer)
          return reply.status(status).send({
            code: answer.result,
            message: RESULT_MESSAGE[answer.result] ?? answer.result,
            ...answer,
          })
        },
      )
    })

    const sandbox = payments.sandbox
    if (!sandbox) return

    await app.register(async (scope) => {
      const pages = scope.withTypeProvider<ZodTypeProvider>()
      // The page's own form posts urlencoded; Fastify has no parser for that by default.
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) =>
          done(null, Object.fromEntries(new URLSearchParams(body as string))),
      )

      pages.get(
        '/payments/sandbox/:id',
        {
          schema: {
            tags: ['payments'],
            summary: 'The sandbox gateway’s payment page (HTML)',
            description: 'Only for the signed-in owner of a gateway order waiting for payment.',
            params: OrderParamsSchema,
          },
        },
        async (request, reply) => {
          const { id } = request.params
          try {
            const order = await payments.payableOrder(requireCustomer(request).customerId, id)
            return reply
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              .send(await sandboxPaymentPage(order, `/api/payments/sandbox/${id}`))
          } catch (error) {
            return sendMessagePage(reply, error, id)
          }
        },
      )

      pages.post(
        '/payments/sandbox/:id',
        {
          schema: {
            tags: ['payments'],
            summary: 'The sandbox gateway takes the shopper’s answer',
            description:
              'Sends the signed callback to /api/payments/callback/sandbox as a gateway would, ' +
              'then sends the browser back to /orders/{id}?payment=approved|declined|failed.',
            params: OrderParamsSchema,
            body: z.object({ decision: z.enum(['approve', 'decline']) }),
          },
        },
        async (request, reply) => {
          const { id } = request.params
          let order: Awaited<ReturnType<typeof payments.payableOrder>>
          try {
            order = await payments.payableOrder(requireCustomer(request).customerId, id)
          } catch (error) {
            return sendMessagePage(reply, error, id)
          }
          const { body, signature } = payments.sandboxCallback(
            sandbox,
            order,
            request.body.decision,
          )
          // In-process delivery through the whole HTTP pipeline (routing, parser, signature
          // check): the server need not be able to reach its own public address.
          const delivered = await request.server.inject({
            method: 'POST',
            url: '/api/payments/callback/sandbox',
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
            payload: body,
          })
          const result = delivered.statusCode === 200 ? delivered.json().result : undefined
          const payment =
            result === 'PAID' ? 'approved' : result === 'DECLINED' ? 'declined' : 'failed'
          return reply.redirect(`${orderPage(id)}?payment=${payment}`, 303)
        },
      )
    })
  }
}

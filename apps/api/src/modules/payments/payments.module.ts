import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import type { OrderService } from '../orders/orders.service.ts'
import { DingerGateway } from './dinger/dinger-gateway.ts'
import { PaymentInquirySweep } from './payment-inquiry-sweep.ts'
import { paymentMethodRoutes } from './payment-method.routes.ts'
import { PaymentMethodService } from './payment-method.service.ts'
import { sandboxSecret } from './payment-secret.ts'
import { paymentRoutes } from './payments.routes.ts'
import { PaymentService } from './payments.service.ts'
import { receiptRoutes } from './receipts.routes.ts'
import { ReceiptService } from './receipts.service.ts'
import { refundRoutes } from './refunds.routes.ts'
import { RefundService } from './refunds.service.ts'
import { SandboxGateway } from './sandbox-gateway.ts'

export async function createPaymentsModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'clock' | 'log'> & { orders: OrderService },
) {
  const { clock, log, orders } = deps
  const receipts = new ReceiptService(ctx.db, ctx.privateFiles, orders, clock)
  const { payments: config, dataDir, publicUrl } = ctx.config
  const sandbox = config.sandbox
    ? new SandboxGateway(await sandboxSecret(config.sandboxSecret, dataDir), publicUrl)
    : null
  const current =
    config.gateway === 'dinger' && config.dinger
      ? new DingerGateway(config.dinger, (id) => `${publicUrl}/orders/${id}`)
      : sandbox
  const payments = new PaymentService(ctx.db, clock, sandbox, current)
  const paymentMethods = new PaymentMethodService(ctx.db, clock, payments)
  const refunds = new RefundService(ctx.db, clock, (name) => payments.gatewayNamed(name))
  return {
    services: { receipts, payments, paymentMethods, refunds },
    routes: {
      receipts: receiptRoutes(receipts),
      public: paymentRoutes(payments, orders),
      methods: paymentMethodRoutes(paymentMethods, payments, orders),
      refunds: refundRoutes(refunds),
    },
    // Without a gateway there is nobody to ask about a payment's fate.
    sweeps: current ? [new PaymentInquirySweep(ctx.db, payments, current, log)] : [],
  } satisfies ApiModule<object>
}

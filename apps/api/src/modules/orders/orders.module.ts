import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import type { OrderExtensions, OrderPrescriptionTrack } from './order-extensions.ts'
import { orderRoutes } from './orders.routes.ts'
import { OrderService } from './orders.service.ts'
import { staffOrderRoutes } from './staff-orders.routes.ts'
import { StaffOrderService } from './staff-orders.service.ts'
import { UnpaidOrderSweep } from './unpaid-order-sweep.ts'

/**
 * Prescriptions and payments import orders, so what orders needs of them comes in as orders' own
 * interfaces (`extensions`, `prescriptionTrack`), and no import points back.
 */
export function createOrdersModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'clock'> & {
    extensions: OrderExtensions
    prescriptionTrack: OrderPrescriptionTrack
  },
) {
  const orders = new OrderService(ctx, deps.clock, deps.extensions)
  const staffOrders = new StaffOrderService(ctx, deps.clock, deps.prescriptionTrack)
  return {
    services: { orders, staffOrders },
    routes: { public: orderRoutes(orders), staff: staffOrderRoutes(staffOrders) },
    sweeps: [new UnpaidOrderSweep(ctx.db)],
  } satisfies ApiModule<object>
}

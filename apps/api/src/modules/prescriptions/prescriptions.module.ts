import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import type { OrderService } from '../orders/orders.service.ts'
import type { StaffOrderService } from '../orders/staff-orders.service.ts'
import { PrescriptionReviewService } from './prescription-review.ts'
import { PrescriptionSweep } from './prescription-sweep.ts'
import { prescriptionRoutes } from './prescriptions.routes.ts'
import { PrescriptionService } from './prescriptions.service.ts'
import { staffPrescriptionRoutes } from './staff-prescriptions.routes.ts'
import type { StaffPrescriptionService } from './staff-prescriptions.service.ts'

/**
 * `staffPrescriptions` comes in built: the orders module needs it as its prescription track
 * before this module, which needs the orders, can exist.
 */
export function createPrescriptionsModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'sms' | 'clock' | 'log'> & {
    orders: OrderService
    staffOrders: StaffOrderService
    staffPrescriptions: StaffPrescriptionService
  },
) {
  const { sms, clock, log, staffPrescriptions } = deps
  const prescriptions = new PrescriptionService(ctx.db, ctx.privateFiles, deps.orders, clock)
  const prescriptionReview = new PrescriptionReviewService(ctx.db, sms, clock, log)
  return {
    services: { prescriptions, prescriptionReview, staffPrescriptions },
    routes: {
      public: prescriptionRoutes(prescriptions),
      staff: staffPrescriptionRoutes({
        list: staffPrescriptions,
        review: prescriptionReview,
        files: prescriptions,
        orders: deps.staffOrders,
      }),
    },
    sweeps: [new PrescriptionSweep(ctx.db)],
  } satisfies ApiModule<object>
}

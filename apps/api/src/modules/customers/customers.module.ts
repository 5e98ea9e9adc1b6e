import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import type { LoyaltyService } from '../loyalty/loyalty.service.ts'
import { CustomerService } from './customer.service.ts'
import { customerRoutes } from './customers.routes.ts'
import { FavoriteService } from './favorite.service.ts'
import { staffCustomerRoutes } from './staff-customers.routes.ts'
import { StaffCustomerService } from './staff-customers.service.ts'

export function createCustomersModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'clock' | 'sessions'> & { loyalty: LoyaltyService },
) {
  const customers = new CustomerService(ctx, deps.clock, deps.sessions)
  const favorites = new FavoriteService(ctx)
  const staffCustomers = new StaffCustomerService(ctx, deps.loyalty)
  return {
    services: { customers, favorites, staffCustomers },
    routes: {
      public: customerRoutes(customers, favorites),
      staff: staffCustomerRoutes(staffCustomers),
    },
  } satisfies ApiModule<object>
}

import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import type { AuthService } from '../auth/auth.service.ts'
import { adminAuthRoutes } from './admin-auth.routes.ts'
import { adminStaffRoutes } from './admin-staff.routes.ts'
import { AdminStaffService } from './admin-staff.service.ts'

export function createAdminModule(
  ctx: AppContext,
  deps: Pick<Infrastructure, 'passwords' | 'sessions' | 'clock'> & { auth: AuthService },
) {
  const { passwords, sessions, clock } = deps
  const adminStaff = new AdminStaffService({ ctx, passwords, sessions, clock })
  const publicImageUrl = (key: string) => ctx.media.publicUrl(key)
  return {
    services: { adminStaff },
    routes: {
      signIn: adminAuthRoutes(deps.auth, ctx.db, publicImageUrl),
      staff: adminStaffRoutes(adminStaff),
    },
  } satisfies ApiModule<object>
}

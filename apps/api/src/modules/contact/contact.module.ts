import type { AppContext } from '#app/app-context.ts'
import type { ApiModule, Infrastructure } from '#app/modules/api-module.ts'
import { contactRoutes } from './contact.routes.ts'
import { ContactService } from './contact.service.ts'
import { staffContactRoutes } from './staff-contact.routes.ts'
import { StaffContactService } from './staff-contact.service.ts'

export function createContactModule(
  ctx: AppContext,
  { rateLimiter, clock }: Pick<Infrastructure, 'rateLimiter' | 'clock'>,
) {
  const contact = new ContactService(ctx, rateLimiter, clock)
  const staffContact = new StaffContactService(ctx, clock)
  return {
    services: { contact, staffContact },
    routes: { public: contactRoutes(contact), staff: staffContactRoutes(staffContact) },
  } satisfies ApiModule<object>
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { AppContext } from '../app-context.ts'
import { systemClock } from '../lib/clock.ts'
import { PasswordHasher } from '../lib/passwords.ts'
import { RateLimiter } from '../lib/rate-limit.ts'
import { ResponseCache } from '../lib/response-cache.ts'
import { createSmsSender } from '../lib/sms/create-sms-sender.ts'
import { compressApiAnswers } from '../plugins/api-compression.ts'
import { varyByLanguage } from '../plugins/request-language.ts'
import { createAdminModule } from './admin/admin.module.ts'
import { ensureFirstAdmin } from './admin/first-admin.ts'
import { createAuthModule } from './auth/auth.module.ts'
import { SessionService } from './auth/session.service.ts'
import { watchSessionChanges } from './auth/session-changes.ts'
import { createBrandsModule } from './brands/brands.module.ts'
import { createCatalogModule } from './catalog/catalog.module.ts'
import { dropCacheOnCatalogWrites, watchCatalogChanges } from './catalog/catalog-changes.ts'
import { createContactModule } from './contact/contact.module.ts'
import { createContentModule } from './content/content.module.ts'
import { createCustomersModule } from './customers/customers.module.ts'
import { createHealthModule } from './health/health.module.ts'
import { createLoyaltyModule } from './loyalty/loyalty.module.ts'
import { createMediaModule } from './media/media.module.ts'
import { createNotificationsModule } from './notifications/notifications.module.ts'
import { OrderSweeps } from './orders/order-sweeps.ts'
import { createOrdersModule } from './orders/orders.module.ts'
import { pendingPayments } from './payments/payment-attempts.ts'
import { createPaymentsModule } from './payments/payments.module.ts'
import { prescriptionsForOrders } from './prescriptions/prescription-track.ts'
import { createPrescriptionsModule } from './prescriptions/prescriptions.module.ts'
import { StaffPrescriptionService } from './prescriptions/staff-prescriptions.service.ts'
import { createPromotionsModule } from './promotions/promotions.module.ts'
import { createReviewsModule } from './reviews/reviews.module.ts'
import { createSearchModule } from './search/search.module.ts'
import { createSitemapModule } from './sitemap/sitemap.module.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The context and services the app was built with, for tests, scripts and later modules.
     * Declared here, next to the services, rather than in app-context.ts: every module imports
     * the context, and the services import every module (decision 062).
     */
    ctx: AppContext
    services: AppServices
  }
}

/** Catalogue answers kept per process; about 64 MB at most. */
const CATALOG_CACHE_BYTES = 64 * 1024 * 1024

export type ApiModules = Awaited<ReturnType<typeof createModules>>
export type AppServices = ApiModules['services']

/** Every module, built once per process, in dependency order (decision 077). */
export async function createModules(ctx: AppContext, log: FastifyBaseLogger) {
  const catalogCache = new ResponseCache(CATALOG_CACHE_BYTES)
  const catalogListener = await watchCatalogChanges(ctx.database, [catalogCache])
  // One clock for everything that expires, so tests can move time for all of it.
  const clock = systemClock()
  const sessions = new SessionService(ctx.db, () => clock.now())
  const sessionListener = await watchSessionChanges(ctx.database, sessions.cache)
  const passwords = new PasswordHasher()
  await ensureFirstAdmin(ctx.db, ctx.config.firstAdmin, { passwords, clock, log })
  const rateLimiter = new RateLimiter(ctx.db, clock)
  const sms = createSmsSender(ctx.config, log, clock)
  const infra = { clock, sessions, passwords, rateLimiter, sms, catalogCache, log }

  const auth = createAuthModule(ctx, infra)
  const admin = createAdminModule(ctx, { ...infra, ...auth.services })
  const loyalty = createLoyaltyModule(ctx, infra)
  const customers = createCustomersModule(ctx, { ...infra, ...loyalty.services })
  const catalog = createCatalogModule(ctx, { ...infra, ...customers.services })
  const brands = createBrandsModule(ctx, infra)
  const search = createSearchModule(ctx, { ...infra, ...catalog.services, ...customers.services })
  const notifications = createNotificationsModule(ctx, infra)
  const content = createContentModule(ctx, { ...infra, ...notifications.services })
  const contact = createContactModule(ctx, infra)
  const reviews = createReviewsModule(ctx, infra)
  const promotions = createPromotionsModule(ctx, infra)
  // Orders needs the prescription queue as its track before prescriptions (which needs orders) exists.
  const staffPrescriptions = new StaffPrescriptionService(ctx.db)
  const orders = createOrdersModule(ctx, {
    ...infra,
    extensions: { prescriptions: prescriptionsForOrders, pendingPayments },
    prescriptionTrack: staffPrescriptions,
  })
  const prescriptions = createPrescriptionsModule(ctx, {
    ...infra,
    ...orders.services,
    staffPrescriptions,
  })
  const payments = await createPaymentsModule(ctx, { ...infra, ...orders.services })
  const orderSweeps = new OrderSweeps(
    [...orders.sweeps, ...prescriptions.sweeps, ...payments.sweeps],
    clock,
    log,
  )
  orderSweeps.start()

  const services = {
    clock,
    sessions,
    passwords,
    rateLimiter,
    sms,
    catalogCache,
    ...auth.services,
    ...admin.services,
    ...loyalty.services,
    ...customers.services,
    ...catalog.services,
    ...brands.services,
    ...search.services,
    ...notifications.services,
    ...content.services,
    ...contact.services,
    ...reviews.services,
    ...promotions.services,
    ...orders.services,
    ...prescriptions.services,
    ...payments.services,
    orderSweeps,
    /** Stops background work; the database is still open when this runs. */
    async stop(log: FastifyBaseLogger) {
      await search.stop(log)
      await orderSweeps.stop()
      await catalogListener.close()
      await sessionListener.close()
    },
  }
  // Registration order decides Fastify's hook order and the OpenAPI document, and the modules'
  // public and staff routes interleave in it, so it is listed here rather than per module.
  const routes = [
    createHealthModule(ctx).routes.public,
    catalog.routes.public,
    brands.routes.public,
    search.routes.public,
    content.routes.public,
    contact.routes.public,
    createSitemapModule(ctx).routes.public,
    auth.routes.public,
    auth.routes.passwordResets,
    customers.routes.public,
    orders.routes.public,
    reviews.routes.public,
    admin.routes.signIn,
    createMediaModule(ctx).routes.staff,
    orders.routes.staff,
    content.routes.staffAnnouncements,
    customers.routes.staff,
    contact.routes.staff,
    reviews.routes.staff,
    admin.routes.staff,
    catalog.routes.staffProducts,
    catalog.routes.staffCategories,
    brands.routes.staff,
    promotions.routes.staff,
    content.routes.staffArticles,
    loyalty.routes.public,
    promotions.routes.public,
    notifications.routes.public,
    payments.routes.receipts,
    prescriptions.routes.public,
    prescriptions.routes.staff,
    payments.routes.public,
    payments.routes.methods,
    payments.routes.refunds,
    auth.routes.social,
  ]
  return { services, routes }
}

/** Mounts every module's routes (under /api, by the caller). */
export async function registerModules(api: FastifyInstance, { services, routes }: ApiModules) {
  // First, so compression adds accept-encoding after it.
  varyByLanguage(api)
  compressApiAnswers(api)
  dropCacheOnCatalogWrites(api, [services.catalogCache])
  for (const plugin of routes) await api.register(plugin)
}

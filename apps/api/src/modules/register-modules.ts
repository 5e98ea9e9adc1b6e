import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { AppContext } from '../app-context.ts'
import { systemClock } from '../lib/clock.ts'
import { PasswordHasher } from '../lib/passwords.ts'
import { RateLimiter } from '../lib/rate-limit.ts'
import { ResponseCache } from '../lib/response-cache.ts'
import { createSmsSender } from '../lib/sms/create-sms-sender.ts'
import { compressApiAnswers } from '../plugins/api-compression.ts'
import { varyByLanguage } from '../plugins/request-language.ts'
import { adminAuthRoutes } from './admin/admin-auth.routes.ts'
import { adminStaffRoutes } from './admin/admin-staff.routes.ts'
import { AdminStaffService } from './admin/admin-staff.service.ts'
import { ensureFirstAdmin } from './admin/first-admin.ts'
import { authRoutes } from './auth/auth.routes.ts'
import { AuthService } from './auth/auth.service.ts'
import { passwordResetRoutes } from './auth/password-reset.routes.ts'
import { PasswordResetService } from './auth/password-reset.service.ts'
import { SessionService } from './auth/session.service.ts'
import { watchSessionChanges } from './auth/session-changes.ts'
import { socialRoutes } from './auth/social/social.routes.ts'
import { SocialService } from './auth/social/social.service.ts'
import { createBrandsModule } from './brands/brands.module.ts'
import { catalogRoutes } from './catalog/catalog.routes.ts'
import { CatalogService } from './catalog/catalog.service.ts'
import { dropCacheOnCatalogWrites, watchCatalogChanges } from './catalog/catalog-changes.ts'
import { staffCategoryRoutes } from './catalog/staff-categories.routes.ts'
import { StaffCategoryService } from './catalog/staff-categories.service.ts'
import { staffProductRoutes } from './catalog/staff-products.routes.ts'
import { StaffProductService } from './catalog/staff-products.service.ts'
import { createContactModule } from './contact/contact.module.ts'
import { createContentModule } from './content/content.module.ts'
import { CustomerService } from './customers/customer.service.ts'
import { customerRoutes } from './customers/customers.routes.ts'
import { FavoriteService } from './customers/favorite.service.ts'
import { staffCustomerRoutes } from './customers/staff-customers.routes.ts'
import { StaffCustomerService } from './customers/staff-customers.service.ts'
import { createHealthModule } from './health/health.module.ts'
import { loyaltyRoutes } from './loyalty/loyalty.routes.ts'
import { LoyaltyService } from './loyalty/loyalty.service.ts'
import { createMediaModule } from './media/media.module.ts'
import { createNotificationsModule } from './notifications/notifications.module.ts'
import { OrderSweeps } from './orders/order-sweeps.ts'
import { orderRoutes } from './orders/orders.routes.ts'
import { OrderService } from './orders/orders.service.ts'
import { staffOrderRoutes } from './orders/staff-orders.routes.ts'
import { StaffOrderService } from './orders/staff-orders.service.ts'
import { UnpaidOrderSweep } from './orders/unpaid-order-sweep.ts'
import { DingerGateway } from './payments/dinger/dinger-gateway.ts'
import { pendingPayments } from './payments/payment-attempts.ts'
import { PaymentInquirySweep } from './payments/payment-inquiry-sweep.ts'
import { paymentMethodRoutes } from './payments/payment-method.routes.ts'
import { PaymentMethodService } from './payments/payment-method.service.ts'
import { sandboxSecret } from './payments/payment-secret.ts'
import { paymentRoutes } from './payments/payments.routes.ts'
import { PaymentService } from './payments/payments.service.ts'
import { receiptRoutes } from './payments/receipts.routes.ts'
import { ReceiptService } from './payments/receipts.service.ts'
import { refundRoutes } from './payments/refunds.routes.ts'
import { RefundService } from './payments/refunds.service.ts'
import { SandboxGateway } from './payments/sandbox-gateway.ts'
import { PrescriptionReviewService } from './prescriptions/prescription-review.ts'
import { PrescriptionSweep } from './prescriptions/prescription-sweep.ts'
import { prescriptionsForOrders } from './prescriptions/prescription-track.ts'
import { prescriptionRoutes } from './prescriptions/prescriptions.routes.ts'
import { PrescriptionService } from './prescriptions/prescriptions.service.ts'
import { staffPrescriptionRoutes } from './prescriptions/staff-prescriptions.routes.ts'
import { StaffPrescriptionService } from './prescriptions/staff-prescriptions.service.ts'
import { createPromotionsModule } from './promotions/promotions.module.ts'
import { createReviewsModule } from './reviews/reviews.module.ts'
import { KeywordRecorder } from './search/keyword-recorder.ts'
import { searchRoutes } from './search/search.routes.ts'
import { SearchService } from './search/search.service.ts'
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

export type AppServices = Awaited<ReturnType<typeof createModules>>['services']

/** Every module, built once per process: their services (flat, for app.services) and routes in order. */
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
  const infrastructure = { clock, sessions, passwords, rateLimiter, sms, catalogCache, log }
  const auth = new AuthService({ ctx, sessions, passwords, limiter: rateLimiter, clock })
  const passwordResets = new PasswordResetService({
    ctx,
    sessions,
    passwords,
    limiter: rateLimiter,
    clock,
    sms,
  })
  const social = new SocialService(ctx, auth)
  const catalog = new CatalogService(ctx, catalogCache)
  const brands = createBrandsModule(ctx, infrastructure)
  const keywordRecorder = new KeywordRecorder(ctx.db)
  keywordRecorder.start()
  const search = new SearchService(ctx, catalogCache, catalog, keywordRecorder)
  const notifications = createNotificationsModule(ctx, infrastructure)
  const content = createContentModule(ctx, { ...infrastructure, ...notifications.services })
  const contact = createContactModule(ctx, infrastructure)
  const customers = new CustomerService(ctx, clock, sessions)
  const favorites = new FavoriteService(ctx)
  const reviews = createReviewsModule(ctx, infrastructure)
  const orders = new OrderService(ctx, clock, {
    prescriptions: prescriptionsForOrders,
    pendingPayments,
  })
  const loyalty = new LoyaltyService(ctx, clock, rateLimiter)
  const promotions = createPromotionsModule(ctx, infrastructure)
  const staffCustomers = new StaffCustomerService(ctx, loyalty)
  const adminStaff = new AdminStaffService({ ctx, passwords, sessions, clock })
  const staffProducts = new StaffProductService(ctx, clock)
  const staffCategories = new StaffCategoryService(ctx, clock)
  const { privateFiles } = ctx
  const receipts = new ReceiptService(ctx.db, privateFiles, orders, clock)
  const prescriptions = new PrescriptionService(ctx.db, privateFiles, orders, clock)
  const prescriptionReview = new PrescriptionReviewService(ctx.db, sms, clock, log)
  const staffPrescriptions = new StaffPrescriptionService(ctx.db)
  const staffOrders = new StaffOrderService(ctx, clock, staffPrescriptions)
  const { payments: paymentConfig, dataDir, publicUrl } = ctx.config
  const sandbox = paymentConfig.sandbox
    ? new SandboxGateway(await sandboxSecret(paymentConfig.sandboxSecret, dataDir), publicUrl)
    : null
  const current =
    paymentConfig.gateway === 'dinger' && paymentConfig.dinger
      ? new DingerGateway(paymentConfig.dinger, (id) => `${publicUrl}/orders/${id}`)
      : sandbox
  const payments = new PaymentService(ctx.db, clock, sandbox, current)
  const paymentMethods = new PaymentMethodService(ctx.db, clock, payments)
  const refunds = new RefundService(ctx.db, clock, (name) => payments.gatewayNamed(name))
  const orderSweeps = new OrderSweeps(
    [
      new UnpaidOrderSweep(ctx.db),
      new PrescriptionSweep(ctx.db),
      ...(current ? [new PaymentInquirySweep(ctx.db, payments, current, log)] : []),
    ],
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
    auth,
    passwordResets,
    social,
    catalogCache,
    catalog,
    ...brands.services,
    keywordRecorder,
    search,
    ...content.services,
    ...contact.services,
    customers,
    favorites,
    ...reviews.services,
    orders,
    staffOrders,
    loyalty,
    ...promotions.services,
    ...notifications.services,
    staffCustomers,
    adminStaff,
    staffProducts,
    staffCategories,
    receipts,
    prescriptions,
    prescriptionReview,
    staffPrescriptions,
    payments,
    paymentMethods,
    refunds,
    orderSweeps,
    /** Stops background work; the database is still open when this runs. */
    async stop(log: FastifyInstance['log']) {
      await keywordRecorder
        .stop()
        .catch((error) => log.warn({ err: error }, 'search counts not saved'))
      await orderSweeps.stop()
      await catalogListener.close()
      await sessionListener.close()
    },
  }
  const publicImageUrl = (key: string) => ctx.media.publicUrl(key)
  // The order plugins are registered in decides Fastify's hook order and the OpenAPI document.
  const routes = [
    createHealthModule(ctx).routes.public,
    catalogRoutes(catalog, favorites),
    brands.routes.public,
    searchRoutes(search, favorites),
    content.routes.public,
    contact.routes.public,
    createSitemapModule(ctx).routes.public,
    authRoutes(auth, ctx.config),
    passwordResetRoutes(passwordResets),
    customerRoutes(customers, favorites),
    orderRoutes(orders),
    reviews.routes.public,
    adminAuthRoutes(auth, ctx.db, publicImageUrl),
    createMediaModule(ctx).routes.staff,
    staffOrderRoutes(staffOrders),
    content.routes.staffAnnouncements,
    staffCustomerRoutes(staffCustomers),
    contact.routes.staff,
    reviews.routes.staff,
    adminStaffRoutes(adminStaff),
    staffProductRoutes(staffProducts, ctx.db),
    staffCategoryRoutes(staffCategories),
    brands.routes.staff,
    promotions.routes.staff,
    content.routes.staffArticles,
    loyaltyRoutes(loyalty),
    promotions.routes.public,
    notifications.routes.public,
    receiptRoutes(receipts),
    prescriptionRoutes(prescriptions),
    staffPrescriptionRoutes({
      list: staffPrescriptions,
      review: prescriptionReview,
      files: prescriptions,
      orders: staffOrders,
    }),
    paymentRoutes(payments, orders),
    paymentMethodRoutes(paymentMethods, payments, orders),
    refundRoutes(refunds),
    socialRoutes(social, ctx.config.publicUrl.startsWith('https:')),
  ]
  return { services, routes }
}

export type ApiModules = Awaited<ReturnType<typeof createModules>>

/** Mounts every module's routes (under /api, by the caller). */
export async function registerModules(api: FastifyInstance, { services, routes }: ApiModules) {
  // First, so compression adds accept-encoding after it.
  varyByLanguage(api)
  compressApiAnswers(api)
  dropCacheOnCatalogWrites(api, [services.catalogCache])
  for (const plugin of routes) await api.register(plugin)
}

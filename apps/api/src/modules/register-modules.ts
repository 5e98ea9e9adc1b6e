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
import { brandRoutes } from './brands/brands.routes.ts'
import { BrandService } from './brands/brands.service.ts'
import { staffBrandRoutes } from './brands/staff-brands.routes.ts'
import { StaffBrandService } from './brands/staff-brands.service.ts'
import { catalogRoutes } from './catalog/catalog.routes.ts'
import { CatalogService } from './catalog/catalog.service.ts'
import { dropCacheOnCatalogWrites, watchCatalogChanges } from './catalog/catalog-changes.ts'
import { staffCategoryRoutes } from './catalog/staff-categories.routes.ts'
import { StaffCategoryService } from './catalog/staff-categories.service.ts'
import { staffProductRoutes } from './catalog/staff-products.routes.ts'
import { StaffProductService } from './catalog/staff-products.service.ts'
import { contactRoutes } from './contact/contact.routes.ts'
import { ContactService } from './contact/contact.service.ts'
import { staffContactRoutes } from './contact/staff-contact.routes.ts'
import { StaffContactService } from './contact/staff-contact.service.ts'
import { contentRoutes } from './content/content.routes.ts'
import { ContentService } from './content/content.service.ts'
import { staffAnnouncementRoutes } from './content/staff-announcements.routes.ts'
import { StaffAnnouncementService } from './content/staff-announcements.service.ts'
import { staffArticleRoutes } from './content/staff-articles.routes.ts'
import { StaffArticleService } from './content/staff-articles.service.ts'
import { CustomerService } from './customers/customer.service.ts'
import { customerRoutes } from './customers/customers.routes.ts'
import { FavoriteService } from './customers/favorite.service.ts'
import { staffCustomerRoutes } from './customers/staff-customers.routes.ts'
import { StaffCustomerService } from './customers/staff-customers.service.ts'
import { healthRoutes } from './health/health.routes.ts'
import { loyaltyRoutes } from './loyalty/loyalty.routes.ts'
import { LoyaltyService } from './loyalty/loyalty.service.ts'
import { staffMediaRoutes } from './media/staff-media.routes.ts'
import { notificationRoutes } from './notifications/notifications.routes.ts'
import { NotificationService } from './notifications/notifications.service.ts'
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
import { promotionRoutes } from './promotions/promotions.routes.ts'
import { PromotionService } from './promotions/promotions.service.ts'
import { staffCouponRoutes } from './promotions/staff-coupons.routes.ts'
import { StaffCouponService } from './promotions/staff-coupons.service.ts'
import { reviewRoutes } from './reviews/reviews.routes.ts'
import { ReviewService } from './reviews/reviews.service.ts'
import { staffReviewRoutes } from './reviews/staff-reviews.routes.ts'
import { StaffReviewService } from './reviews/staff-reviews.service.ts'
import { KeywordRecorder } from './search/keyword-recorder.ts'
import { searchRoutes } from './search/search.routes.ts'
import { SearchService } from './search/search.service.ts'
import { sitemapRoutes } from './sitemap/sitemap.routes.ts'
import { SitemapService } from './sitemap/sitemap.service.ts'

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

export type AppServices = Awaited<ReturnType<typeof createServices>>

/** Every module's service, built once per process. */
export async function createServices(ctx: AppContext, log: FastifyBaseLogger) {
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
  const brands = new BrandService(ctx, catalogCache)
  const keywordRecorder = new KeywordRecorder(ctx.db)
  keywordRecorder.start()
  const search = new SearchService(ctx, catalogCache, catalog, keywordRecorder)
  const content = new ContentService(ctx, catalogCache)
  const contact = new ContactService(ctx, rateLimiter, clock)
  const customers = new CustomerService(ctx, clock, sessions)
  const favorites = new FavoriteService(ctx)
  const reviews = new ReviewService(ctx, rateLimiter, clock)
  const orders = new OrderService(ctx, clock, {
    prescriptions: prescriptionsForOrders,
    pendingPayments,
  })
  const loyalty = new LoyaltyService(ctx, clock, rateLimiter)
  const promotions = new PromotionService(ctx, clock)
  const notifications = new NotificationService(ctx, clock)
  const staffAnnouncements = new StaffAnnouncementService(ctx, notifications, clock)
  const staffCustomers = new StaffCustomerService(ctx, loyalty)
  const staffContact = new StaffContactService(ctx, clock)
  const staffReviews = new StaffReviewService(ctx, clock)
  const adminStaff = new AdminStaffService({ ctx, passwords, sessions, clock })
  const staffProducts = new StaffProductService(ctx, clock)
  const staffCategories = new StaffCategoryService(ctx, clock)
  const staffBrands = new StaffBrandService(ctx, clock)
  const staffCoupons = new StaffCouponService(ctx, clock)
  const staffArticles = new StaffArticleService(ctx, clock)
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
  return {
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
    brands,
    keywordRecorder,
    search,
    content,
    contact,
    customers,
    favorites,
    reviews,
    orders,
    staffOrders,
    loyalty,
    promotions,
    notifications,
    staffAnnouncements,
    staffCustomers,
    staffContact,
    staffReviews,
    adminStaff,
    staffProducts,
    staffCategories,
    staffBrands,
    staffCoupons,
    staffArticles,
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
}

/** Mounts every module's routes (under /api, by the caller). */
export async function registerModules(
  api: FastifyInstance,
  ctx: AppContext,
  services: AppServices,
) {
  // First, so compression adds accept-encoding after it.
  varyByLanguage(api)
  compressApiAnswers(api)
  dropCacheOnCatalogWrites(api, [services.catalogCache])
  await api.register(healthRoutes(ctx))
  await api.register(catalogRoutes(services.catalog, services.favorites))
  await api.register(brandRoutes(services.brands))
  await api.register(searchRoutes(services.search, services.favorites))
  await api.register(contentRoutes(services.content))
  await api.register(contactRoutes(services.contact))
  await api.register(sitemapRoutes(new SitemapService(ctx)))
  await api.register(authRoutes(services.auth, ctx.config))
  await api.register(passwordResetRoutes(services.passwordResets))
  await api.register(customerRoutes(services.customers, services.favorites))
  await api.register(orderRoutes(services.orders))
  await api.register(reviewRoutes(services.reviews))
  const publicUrl = (key: string) => ctx.media.publicUrl(key)
  await api.register(adminAuthRoutes(services.auth, ctx.db, publicUrl))
  await api.register(staffMediaRoutes(ctx))
  await api.register(staffOrderRoutes(services.staffOrders))
  await api.register(staffAnnouncementRoutes(services.staffAnnouncements))
  await api.register(staffCustomerRoutes(services.staffCustomers))
  await api.register(staffContactRoutes(services.staffContact))
  await api.register(staffReviewRoutes(services.staffReviews))
  await api.register(adminStaffRoutes(services.adminStaff))
  await api.register(staffProductRoutes(services.staffProducts, ctx.db))
  await api.register(staffCategoryRoutes(services.staffCategories))
  await api.register(staffBrandRoutes(services.staffBrands))
  await api.register(staffCouponRoutes(services.staffCoupons))
  await api.register(staffArticleRoutes(services.staffArticles))
  await api.register(loyaltyRoutes(services.loyalty))
  await api.register(promotionRoutes(services.promotions))
  await api.register(notificationRoutes(services.notifications))
  await api.register(receiptRoutes(services.receipts))
  await api.register(prescriptionRoutes(services.prescriptions))
  await api.register(
    staffPrescriptionRoutes({
      list: services.staffPrescriptions,
      review: services.prescriptionReview,
      files: services.prescriptions,
      orders: services.staffOrders,
    }),
  )
  await api.register(paymentRoutes(services.payments, services.orders))
  await api.register(
    paymentMethodRoutes(services.paymentMethods, services.payments, services.orders),
  )
  await api.register(refundRoutes(services.refunds))
  await api.register(socialRoutes(services.social, ctx.config.publicUrl.startsWith('https:')))
}

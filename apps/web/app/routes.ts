import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * The spec's route table (section 2). Every route module is its own chunk, loaded when the route
 * is visited.
 */
export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // The back office: one module with its own pages inside (routes/admin.tsx).
  route('admin/*', 'routes/admin.tsx'),
  layout('routes/layouts/main-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/:id', 'routes/product-detail.tsx'),
    route('brands', 'routes/brands.tsx'),
    route('search-results', 'routes/search-results.tsx'),
    route('articles', 'routes/articles.tsx'),
    route('articles/:id', 'routes/article-detail.tsx'),
    route('announcements', 'routes/announcements.tsx'),
    route('announcements/:id', 'routes/announcement-detail.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('favourites', 'routes/favourites.tsx'),
    route('orders/create', 'routes/checkout.tsx'),
    route('orders/:id', 'routes/order-detail.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('policies', 'routes/privacy-policy.tsx'),
    route('delivery-method', 'routes/delivery-method.tsx'),
    route('disclaimer', 'routes/return-policy.tsx'),
    route('reward-program', 'routes/reward-program.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layouts/auth-layout.tsx', [
    route('auth/login', 'routes/auth/login.tsx'),
    route('auth/register', 'routes/auth/register.tsx'),
    route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
    route('auth/validate-sms-code/:phoneNumber', 'routes/auth/validate-sms-code.tsx'),
    route('auth/reset-password/:user/:token', 'routes/auth/reset-password.tsx'),
    route('auth/apple/callback', 'routes/auth/apple-callback.tsx'),
    route('auth/google/callback', 'routes/auth/google-callback.tsx'),
  ]),
] satisfies RouteConfig

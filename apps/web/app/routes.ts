import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kyanma/shared'
import {
  index,
  layout,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes'

/**
 * The shop's pages at one language prefix: '' for English (the spec's paths), 'my/' for Burmese
 * (decision 037). The same modules serve both; each copy has its own route id.
 */
function shopRoutes(prefix: '' | `${Language}/`): RouteConfigEntry[] {
  const id = (file: string) => ({ id: `${prefix}${file.replace(/\.tsx?$/, '')}` })
  const page = (path: string, file: string) =>
    route(`${prefix}${path}`.replace(/\/$/, ''), file, id(file))
  return [
    // The back office: one module with its own pages inside (routes/admin.tsx).
    page('admin/*', 'routes/admin.tsx'),
    layout('routes/layouts/main-layout.tsx', id('routes/layouts/main-layout.tsx'), [
      prefix ? page('', 'routes/home.tsx') : index('routes/home.tsx', id('routes/home.tsx')),
      page('products', 'routes/products.tsx'),
      page('products/:id', 'routes/product-detail.tsx'),
      page('brands', 'routes/brands.tsx'),
      page('search-results', 'routes/search-results.tsx'),
      page('articles', 'routes/articles.tsx'),
      page('articles/:id', 'routes/article-detail.tsx'),
      page('announcements', 'routes/announcements.tsx'),
      page('announcements/:id', 'routes/announcement-detail.tsx'),
      page('profile', 'routes/profile.tsx'),
      page('favourites', 'routes/favourites.tsx'),
      page('orders/create', 'routes/checkout.tsx'),
      page('orders/:id', 'routes/order-detail.tsx'),
      page('about', 'routes/about.tsx'),
      page('contact-us', 'routes/contact-us.tsx'),
      page('policies', 'routes/privacy-policy.tsx'),
      page('delivery-method', 'routes/delivery-method.tsx'),
      page('disclaimer', 'routes/return-policy.tsx'),
      page('reward-program', 'routes/reward-program.tsx'),
      page('*', 'routes/not-found.tsx'),
    ]),
    layout('routes/layouts/auth-layout.tsx', id('routes/layouts/auth-layout.tsx'), [
      page('auth/login', 'routes/auth/login.tsx'),
      page('auth/register', 'routes/auth/register.tsx'),
      page('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
      page('auth/validate-sms-code/:phoneNumber', 'routes/auth/validate-sms-code.tsx'),
      page('auth/reset-password/:user/:token', 'routes/auth/reset-password.tsx'),
      page('auth/apple/callback', 'routes/auth/apple-callback.tsx'),
      page('auth/google/callback', 'routes/auth/google-callback.tsx'),
    ]),
  ]
}

/**
 * The spec's route table (section 2), in English at its own paths and in Burmese under /my.
 * Every route module is its own chunk, loaded when the route is visited.
 */
export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // Every other language under its own prefix (/my), before English's catch-all.
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
    shopRoutes(`${language}/`),
  ),
  ...shopRoutes(''),
] satisfies RouteConfig

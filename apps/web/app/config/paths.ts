import type { ListingType } from '@kyanma/shared'
import { pathWithoutLanguage } from '../lib/language.ts'

/** Every page of the web app and how to link to it (spec section 2, route table). */
export const paths = {
  home: '/',
  products: '/products',
  brands: '/brands',
  searchResults: '/search-results',
  articles: '/articles',
  announcements: '/announcements',
  profile: '/profile',
  favourites: '/favourites',
  checkout: '/orders/create',
  about: '/about',
  contactUs: '/contact-us',
  privacyPolicy: '/policies',
  deliveryMethod: '/delivery-method',
  returnPolicy: '/disclaimer',
  rewardProgram: '/reward-program',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
} as const

/** What a product listing link can carry; everything else is chosen on the listing page. */
export interface ProductsLink {
  referenceId?: number
  type?: ListingType
  filter?: string
}

/** The query parameter that says where to return after signing in (features/auth reads it). */
export const REDIRECT_PARAM = 'redirectTo'

/** The query parameter of an invite link: the inviting customer's referral code. */
export const REFERRAL_PARAM = 'ref'

/**
 * The sign-up page with a friend's referral code filled in (the Point History invite link).
 * Not in `hrefs`: an object's members all ship with every page, this one only with the profile.
 */
export const inviteHref = (referralCode: string) =>
  `${paths.register}?${new URLSearchParams({ [REFERRAL_PARAM]: referralCode }).toString()}`

export const hrefs = {
  /** The login page, coming back to `returnTo` (a path of this shop) afterwards. */
  login(returnTo: string = paths.home) {
    // Home in any language is where signing in goes anyway ('/my' included).
    if (pathWithoutLanguage(returnTo) === paths.home) return paths.login
    return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo }).toString()}`
  },
  product: (id: number) => `/products/${id}`,
  article: (id: number) => `/articles/${id}`,
  announcement: (id: number) => `/announcements/${id}`,
  order: (id: number) => `/orders/${id}`,
  category: (referenceId: number) => hrefs.products({ referenceId }),
  brand: (brandId: number) => hrefs.products({ type: 'BRAND', referenceId: brandId }),
  products(link: ProductsLink = {}) {
    const query = new URLSearchParams()
    if (link.type) query.set('type', link.type)
    if (link.referenceId !== undefined) query.set('referenceId', String(link.referenceId))
    if (link.filter) query.set('filter', link.filter)
    const search = query.toString()
    return search ? `${paths.products}?${search}` : paths.products
  },
  searchResults: (filter: string) =>
    `${paths.searchResults}?${new URLSearchParams({ filter }).toString()}`,
  validateSmsCode: (phoneNumber: string) =>
    `/auth/validate-sms-code/${encodeURIComponent(phoneNumber)}`,
  resetPassword: (user: string, token: string) =>
    `/auth/reset-password/${encodeURIComponent(user)}/${encodeURIComponent(token)}`,
}

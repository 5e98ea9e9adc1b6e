import { defineTexts } from '../texts-registry.ts'

/** Page titles, used for headings and the browser tab. Quoted ones are the spec's. */
export const pages = defineTexts('pages#pages', {
  home: 'Health and wellness shop',
  products: 'Featured Products',
  brands: 'Brands',
  searchResults: 'Search Result For',
  articles: 'Articles',
  article: 'Article',
  announcements: 'Announcements',
  announcement: 'Announcement',
  profile: 'Profile',
  favourites: 'Favorite Items',
  checkout: 'Checkout',
  order: 'Order',
  about: 'About Us',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  deliveryMethod: 'How We Deliver',
  returnPolicy: 'Cancellation & Return Policy',
  rewardProgram: 'Reward Program',
  login: 'Login',
  register: 'Sign Up',
  forgotPassword: 'Forgot Password',
  validateSmsCode: 'Verify phone number',
  resetPassword: 'Reset Password',
  appleCallback: 'Authenticating...',
  notFound: 'Page not found',
} as const)

export type PageKey = keyof typeof pages

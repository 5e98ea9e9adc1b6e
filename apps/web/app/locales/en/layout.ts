import { defineTexts } from '../texts-registry.ts'

/** The frame around every page: top bar, header, category bar, footer, error pages. */
export const layout = defineTexts('layout#layout', {
  shopName: 'Kyanma',
  tagline: 'Health and wellness, delivered across Myanmar',
  topBar: {
    welcome: 'Welcome to Kyanma, your health and wellness shop',
    signIn: 'Sign In',
    profile: 'Profile',
    logout: 'Logout',
  },
  header: {
    searchPlaceholder: 'Search products, brands and articles',
    searchLabel: 'Search the shop',
    showSearch: 'Show search',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    /** The bell is on every page, so its label is here; the list's texts are in notifications.ts. */
    notifications: (unread: number) =>
      unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    nav: { home: 'Home', shop: 'Shop', articles: 'Articles' },
  },
  categoryBar: {
    label: 'Categories',
    brands: 'Brands',
    book: 'Book',
    cosmetic: 'Cosmetic',
    grocery: 'Grocery',
    medicine: 'Medicine',
    medicalSupplies: 'Medical Supplies',
    skincare: 'Skincare',
    supplements: 'Supplements',
  },
  footer: {
    contactTitle: 'Contact',
    popularCategories: 'Most Popular Categories',
    customerService: 'Customer Service',
    getTheApp: 'Get the Kyanma app',
    appStore: { small: 'Download on the', big: 'App Store' },
    googlePlay: { small: 'Get it on', big: 'Google Play' },
    links: {
      about: 'About Us',
      contactUs: 'Contact Us',
      deliveryMethod: 'How We Deliver',
      returnPolicy: 'Cancellation & Return Policy',
      privacyPolicy: 'Privacy Policy',
      rewardProgram: 'Reward Program',
    },
    copyright: (year: number) => `© ${year} Kyanma. All rights reserved.`,
  },
  /** The switch in the header and the phone menu; each language is named in its own script. */
  languageSwitch: {
    label: 'Language',
    switchTo: (name: string) => `Read this page in ${name}`,
    names: { en: 'English', my: 'မြန်မာ' },
  },
  /** What a screen reader says of a page's spinner. */
  loading: 'Loading',
  notFound: { title: 'Page not found...', action: 'Go to Home Page' },
  errorFallback: { title: 'Oh no! Something went wrong!', action: 'Go to Home Page' },
} as const)

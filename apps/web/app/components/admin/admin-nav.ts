import {
  IconAddressBook,
  IconBuildingStore,
  IconCashBanknote,
  IconCategory,
  IconDashboard,
  IconMail,
  IconNews,
  IconPackage,
  IconPrescription,
  IconReceipt,
  IconSpeakerphone,
  IconStar,
  IconTicket,
  IconUserShield,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { adminCommon } from '#app/locales/en/admin/common.ts'

/**
 * The back office's pages, in the order of its navigation. Paths are under /admin (the language
 * keeping Link puts them under /my/admin on Burmese pages); `label` names the entry's text in
 * `adminCommon.nav`, read in the page's language by the shell.
 */
export interface AdminNavEntry {
  path: string
  label: keyof typeof adminCommon.nav
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Shown to admins only (the server refuses staff anyway). */
  adminOnly?: boolean
}

export const adminPaths = {
  dashboard: '/admin',
  orders: '/admin/orders',
  order: (id: number) => `/admin/orders/${id}`,
  prescriptions: '/admin/prescriptions',
  /** One order's prescription, as the pharmacist checks it. */
  prescription: (orderId: number) => `/admin/prescriptions/${orderId}`,
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: number) => `/admin/products/${id}`,
  categories: '/admin/categories',
  brands: '/admin/brands',
  coupons: '/admin/coupons',
  articles: '/admin/articles',
  newArticle: '/admin/articles/new',
  article: (id: number) => `/admin/articles/${id}`,
  announcements: '/admin/announcements',
  customers: '/admin/customers',
  customer: (id: number) => `/admin/customers/${id}`,
  messages: '/admin/messages',
  refunds: '/admin/refunds',
  reviews: '/admin/reviews',
  productReviews: (productId: number) => `/admin/reviews?productId=${productId}`,
  staff: '/admin/staff',
} as const

export const adminNav: AdminNavEntry[] = [
  { path: adminPaths.dashboard, label: 'dashboard', icon: IconDashboard },
  { path: adminPaths.orders, label: 'orders', icon: IconReceipt },
  { path: adminPaths.prescriptions, label: 'prescriptions', icon: IconPrescription },
  { path: adminPaths.products, label: 'products', icon: IconPackage },
  { path: adminPaths.categories, label: 'categories', icon: IconCategory },
  { path: adminPaths.brands, label: 'brands', icon: IconBuildingStore },
  { path: adminPaths.coupons, label: 'coupons', icon: IconTicket },
  { path: adminPaths.articles, label: 'articles', icon: IconNews },
  { path: adminPaths.announcements, label: 'announcements', icon: IconSpeakerphone },
  { path: adminPaths.customers, label: 'customers', icon: IconAddressBook },
  { path: adminPaths.messages, label: 'messages', icon: IconMail },
  { path: adminPaths.refunds, label: 'refunds', icon: IconCashBanknote },
  { path: adminPaths.reviews, label: 'reviews', icon: IconStar },
  { path: adminPaths.staff, label: 'staff', icon: IconUserShield, adminOnly: true },
]

import {
  IconAddressBook,
  IconBuildingStore,
  IconCategory,
  IconDashboard,
  IconMail,
  IconNews,
  IconPackage,
  IconReceipt,
  IconSpeakerphone,
  IconStar,
  IconTicket,
  IconUserShield,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { adminCommon } from '../../locales/en/admin/common.ts'

/** The back office's pages, in the order of its navigation. Paths are under /admin. */
export interface AdminNavEntry {
  path: string
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Shown to admins only (the server refuses staff anyway). */
  adminOnly?: boolean
}

const nav = adminCommon.nav

export const adminPaths = {
  dashboard: '/admin',
  orders: '/admin/orders',
  order: (id: number) => `/admin/orders/${id}`,
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
  reviews: '/admin/reviews',
  productReviews: (productId: number) => `/admin/reviews?productId=${productId}`,
  staff: '/admin/staff',
} as const

export const adminNav: AdminNavEntry[] = [
  { path: adminPaths.dashboard, label: nav.dashboard, icon: IconDashboard },
  { path: adminPaths.orders, label: nav.orders, icon: IconReceipt },
  { path: adminPaths.products, label: nav.products, icon: IconPackage },
  { path: adminPaths.categories, label: nav.categories, icon: IconCategory },
  { path: adminPaths.brands, label: nav.brands, icon: IconBuildingStore },
  { path: adminPaths.coupons, label: nav.coupons, icon: IconTicket },
  { path: adminPaths.articles, label: nav.articles, icon: IconNews },
  { path: adminPaths.announcements, label: nav.announcements, icon: IconSpeakerphone },
  { path: adminPaths.customers, label: nav.customers, icon: IconAddressBook },
  { path: adminPaths.messages, label: nav.messages, icon: IconMail },
  { path: adminPaths.reviews, label: nav.reviews, icon: IconStar },
  { path: adminPaths.staff, label: nav.staff, icon: IconUserShield, adminOnly: true },
]

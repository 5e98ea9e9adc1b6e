import { relations } from 'drizzle-orm'
import { brands, categories, productImages, productPricings, products, reviews } from './catalog.ts'
import { announcements, articles } from './content.ts'
import { customers, users } from './customers.ts'
import { media } from './media.ts'
import { bankAttachments, orderItems, orders } from './orders.ts'
import { refunds } from './payments.ts'
import { orderPrescriptions, prescriptions } from './prescriptions.ts'
import { promotions } from './promotions.ts'

// Relations let repositories load a product with its brand, category, pricings and images in one query.

export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  pricings: many(productPricings),
  images: many(productImages),
  reviews: many(reviews),
}))

export const productPricingsRelations = relations(productPricings, ({ one }) => ({
  product: one(products, { fields: [productPricings.productId], references: [products.id] }),
}))

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
  media: one(media, { fields: [productImages.mediaId], references: [media.id] }),
}))

export const brandsRelations = relations(brands, ({ one, many }) => ({
  logo: one(media, { fields: [brands.logoId], references: [media.id] }),
  products: many(products),
}))

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'children',
  }),
  children: many(categories, { relationName: 'children' }),
  image: one(media, { fields: [categories.imageId], references: [media.id] }),
  products: many(products),
}))

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  customer: one(customers, { fields: [reviews.customerId], references: [customers.id] }),
}))

export const customersRelations = relations(customers, ({ one }) => ({
  user: one(users, { fields: [customers.userId], references: [users.id] }),
}))

export const usersRelations = relations(users, ({ one }) => ({
  profileImage: one(media, { fields: [users.profileImageId], references: [media.id] }),
}))

export const articlesRelations = relations(articles, ({ one }) => ({
  image: one(media, { fields: [articles.imageId], references: [media.id] }),
}))

export const announcementsRelations = relations(announcements, ({ one }) => ({
  bannerImage: one(media, { fields: [announcements.bannerImageId], references: [media.id] }),
}))

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  promotion: one(promotions, { fields: [orders.promotionId], references: [promotions.id] }),
  items: many(orderItems),
  bankAttachments: many(bankAttachments),
  refunds: many(refunds),
  prescriptionLinks: many(orderPrescriptions),
}))

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}))

export const bankAttachmentsRelations = relations(bankAttachments, ({ one }) => ({
  order: one(orders, { fields: [bankAttachments.orderId], references: [orders.id] }),
}))

export const refundsRelations = relations(refunds, ({ one }) => ({
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
}))

export const orderPrescriptionsRelations = relations(orderPrescriptions, ({ one }) => ({
  order: one(orders, { fields: [orderPrescriptions.orderId], references: [orders.id] }),
  prescription: one(prescriptions, {
    fields: [orderPrescriptions.prescriptionId],
    references: [prescriptions.id],
  }),
}))

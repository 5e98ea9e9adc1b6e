import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { products, reviews } from '../src/db/schema/index.ts'
import { call } from './auth-helpers.ts'
import { deliver } from './loyalty-helpers.ts'
import { freshProduct, orderBody, placeOrder, shopper } from './order-helpers.ts'

/** Helpers for the review tests: products without demo reviews, and customers who bought them. */

export const REVIEWS = '/api/customers/me/reviews'
export const reviewStatusUrl = (productId: number) =>
  `/api/customers/me/products/${productId}/review`

/** A demo product with its demo reviews taken away, so the averages start from nothing. */
export async function unreviewedProduct(app: FastifyInstance) {
  const product = await freshProduct(app, 50)
  await app.ctx.db.delete(reviews).where(eq(reviews.productId, product.id))
  await app.ctx.db
    .update(products)
    .set({ avgStars: 0, totalReviews: 0 })
    .where(eq(products.id, product.id))
  return product
}

/** A new customer with an order of the product: delivered unless `delivered` is false. */
export async function buyer(
  app: FastifyInstance,
  product: Awaited<ReturnType<typeof unreviewedProduct>>,
  delivered = true,
) {
  const customer = await shopper(app)
  const order = await placeOrder(app, customer.token, orderBody([{ product, qty: 1 }]))
  if (order.status !== 201) throw new Error(`order not placed: ${JSON.stringify(order.body)}`)
  if (delivered) await deliver(app, order.body.id)
  return customer
}

export function writeReview(app: FastifyInstance, token: string, body: unknown) {
  return call(app, 'POST', REVIEWS, { token, body })
}

/** The product's stars as the public product page shows them (through the catalogue cache). */
export async function starsOf(app: FastifyInstance, productId: number) {
  const answer = await call(app, 'GET', `/api/public/products/${productId}`)
  return { avgStars: answer.body.avgStars, totalReviews: answer.body.totalReviews }
}

export async function publicReviewsOf(app: FastifyInstance, productId: number) {
  const answer = await call(app, 'GET', `/api/public/products/${productId}/reviews`)
  return answer.body as { data: { id: number; stars: number; review: string }[]; total: number }
}

export async function storedReviewsOf(app: FastifyInstance, productId: number) {
  return app.ctx.db.select().from(reviews).where(eq(reviews.productId, productId))
}

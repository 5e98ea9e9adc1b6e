import { messages } from '@kyanma/shared'
import { describe, expect, it, vi } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import {
  buyer,
  publicReviewsOf,
  REVIEWS,
  starsOf,
  storedReviewsOf,
  unreviewedProduct,
  writeReview,
} from '#test/review-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import { REVIEW_LIMITS } from './review-rate-limits.ts'

const t = useTestApp({ restoreMocks: true })

/** A product with one review of 4 stars by its author; answers both and the review's id. */
async function reviewed() {
  const product = await unreviewedProduct(t.app)
  const author = await buyer(t.app, product)
  const written = await writeReview(t.app, author.token, {
    productId: product.id,
    stars: 4,
    review: 'So-so',
  })
  return { product, author, id: written.body.id as number }
}

const edit = (token: string, id: number, body: unknown) =>
  call(t.app, 'PUT', `${REVIEWS}/${id}`, { token, body })
const remove = (token: string, id: number) => call(t.app, 'DELETE', `${REVIEWS}/${id}`, { token })

describe('PUT /customers/me/reviews/{id}', () => {
  it('lets the author change stars and text, and counts the average again', async () => {
    const { product, author, id } = await reviewed()
    const answer = await edit(author.token, id, { stars: 10, review: 'Better after a month' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id, stars: 10, review: 'Better after a month' })
    expect(answer.body.updatedAt > answer.body.createdAt).toBe(true)
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 10, totalReviews: 1 })
    expect((await publicReviewsOf(t.app, product.id)).data[0]?.review).toBe('Better after a month')
  })

  it("answers 404 for another customer's review and changes nothing", async () => {
    const { product, id } = await reviewed()
    const other = await buyer(t.app, product)
    const answer = await edit(other.token, id, { stars: 0, review: 'Hijacked' })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe(messages.reviewNotFound)
    expect((await storedReviewsOf(t.app, product.id))[0]).toMatchObject({
      stars: 4,
      review: 'So-so',
    })
  })

  it('refuses an empty text and stars out of range with 400', async () => {
    const { product, author, id } = await reviewed()
    const empty = await edit(author.token, id, { stars: 5, review: ' ' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain(messages.reviewRequired)
    expect((await edit(author.token, id, { stars: 11, review: 'ok' })).status).toBe(400)
    expect((await edit(author.token, id, { stars: 5, review: 'ok', productId: 1 })).status).toBe(
      400,
    )
    expect((await edit(author.token, 0, { stars: 5, review: 'ok' })).status).toBe(400)
    expect((await storedReviewsOf(t.app, product.id))[0]).toMatchObject({
      stars: 4,
      review: 'So-so',
    })
  })
})

describe('DELETE /customers/me/reviews/{id}', () => {
  it('lets the author delete it; the average forgets it and a new review may be written', async () => {
    const { product, author, id } = await reviewed()
    const answer = await remove(author.token, id)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: messages.reviewDeleted })
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 0, totalReviews: 0 })
    expect((await publicReviewsOf(t.app, product.id)).total).toBe(0)
    const again = await writeReview(t.app, author.token, {
      productId: product.id,
      stars: 6,
      review: 'Second thoughts',
    })
    expect(again.status).toBe(201)
  })

  it("answers 404 for another customer's review, and 401 without a session", async () => {
    const { product, id } = await reviewed()
    const other = await buyer(t.app, product)
    expect((await remove(other.token, id)).status).toBe(404)
    expect((await call(t.app, 'DELETE', `${REVIEWS}/${id}`)).status).toBe(401)
    expect(await storedReviewsOf(t.app, product.id)).toHaveLength(1)
  })
})

describe('how often a customer may write', () => {
  const HOUR = 60 * 60 * 1000
  const { limit } = REVIEW_LIMITS.perCustomer

  it(`accepts ${limit} writes and edits an hour, then answers 429 and changes nothing`, async () => {
    let now = Math.ceil(Date.now() / HOUR) * HOUR + 200 * HOUR
    vi.spyOn(t.app.services.clock, 'now').mockImplementation(() => new Date(now))
    const { product, author, id } = await reviewed() // the first write
    for (let i = 1; i < limit; i++)
      expect((await edit(author.token, id, { stars: i, review: `Edit ${i}` })).status).toBe(200)
    const blocked = await edit(author.token, id, { stars: 0, review: 'One too many' })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe(messages.tooManyReviews)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    const second = await unreviewedProduct(t.app)
    const other = await buyer(t.app, second)
    expect(
      (await writeReview(t.app, author.token, { productId: second.id, stars: 1, review: 'x' }))
        .status,
    ).toBe(429)
    // Another customer is not affected; the next hour starts afresh.
    expect(
      (await writeReview(t.app, other.token, { productId: second.id, stars: 3, review: 'Ok' }))
        .status,
    ).toBe(201)
    now += HOUR
    expect((await edit(author.token, id, { stars: 2, review: 'Next hour' })).status).toBe(200)
    expect((await storedReviewsOf(t.app, product.id))[0]?.review).toBe('Next hour')
  })
})

import { messages, REVIEW_MAX_LENGTH } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import { expectDocumented, openApiDocument } from '#test/openapi-helpers.ts'
import { shopper } from '#test/order-helpers.ts'
import {
  buyer,
  publicReviewsOf,
  REVIEWS,
  reviewStatusUrl,
  starsOf,
  storedReviewsOf,
  unreviewedProduct,
  writeReview,
} from '#test/review-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('GET /customers/me/products/{productId}/review', () => {
  it('tells a visitor to sign in', async () => {
    const product = await unreviewedProduct(t.app)
    expect((await call(t.app, 'GET', reviewStatusUrl(product.id))).status).toBe(401)
  })

  it('gives the reason to a customer without a delivered order of the product', async () => {
    const product = await unreviewedProduct(t.app)
    const ordered = await buyer(t.app, product, false)
    const answer = await call(t.app, 'GET', reviewStatusUrl(product.id), { token: ordered.token })
    expect(answer.body).toEqual({
      canReview: false,
      reason: messages.reviewNotBought,
      review: null,
    })
  })

  it('lets a customer who received it review it, then answers their review for editing', async () => {
    const product = await unreviewedProduct(t.app)
    const customer = await buyer(t.app, product)
    const url = reviewStatusUrl(product.id)
    const before = await call(t.app, 'GET', url, { token: customer.token })
    expect(before.body).toEqual({ canReview: true, reason: null, review: null })
    const written = await writeReview(t.app, customer.token, {
      productId: product.id,
      stars: 9,
      review: 'Helped my sleep',
    })
    const after = await call(t.app, 'GET', url, { token: customer.token })
    expect(after.body.review).toMatchObject({
      id: written.body.id,
      stars: 9,
      review: 'Helped my sleep',
      hidden: false,
    })
  })
})

describe('POST /customers/me/reviews', () => {
  it('stores the review as plain text and counts the average and total at once', async () => {
    const product = await unreviewedProduct(t.app)
    const [first, second] = [await buyer(t.app, product), await buyer(t.app, product)]
    await starsOf(t.app, product.id) // the page is cached now
    const text = '  <b>Great</b> & <script>x()</script> value  '
    const answer = await writeReview(t.app, first.token, {
      productId: product.id,
      stars: 8,
      review: text,
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ stars: 8, review: text.trim(), hidden: false })
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 8, totalReviews: 1 })
    await writeReview(t.app, second.token, { productId: product.id, stars: 5, review: 'Fine' })
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 6.5, totalReviews: 2 })
    const list = await publicReviewsOf(t.app, product.id)
    expect(list.data.map((review) => review.review)).toEqual(['Fine', text.trim()])
  })

  it('refuses a customer whose order is not delivered yet (403 with the reason)', async () => {
    const product = await unreviewedProduct(t.app)
    const ordered = await buyer(t.app, product, false)
    const answer = await writeReview(t.app, ordered.token, {
      productId: product.id,
      stars: 10,
      review: 'Not here yet but sure it is good',
    })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe(messages.reviewNotBought)
    expect(await storedReviewsOf(t.app, product.id)).toEqual([])
  })

  it('refuses a customer who bought a different product', async () => {
    const product = await unreviewedProduct(t.app)
    const other = await buyer(t.app, await unreviewedProduct(t.app))
    const answer = await writeReview(t.app, other.token, {
      productId: product.id,
      stars: 1,
      review: 'Competitor',
    })
    expect(answer.status).toBe(403)
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 0, totalReviews: 0 })
  })

  it('refuses a second review of the same product (409) and keeps the first', async () => {
    const product = await unreviewedProduct(t.app)
    const customer = await buyer(t.app, product)
    const body = { productId: product.id, stars: 7, review: 'Good' }
    expect((await writeReview(t.app, customer.token, body)).status).toBe(201)
    const again = await writeReview(t.app, customer.token, { ...body, stars: 0 })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(messages.reviewAlreadyWritten)
    expect((await storedReviewsOf(t.app, product.id)).map((row) => row.stars)).toEqual([7])
  })

  it('answers 401 without a session and 404 for a product that does not exist', async () => {
    const body = { productId: 1, stars: 5, review: 'Hello' }
    expect((await call(t.app, 'POST', REVIEWS, { body })).status).toBe(401)
    const customer = await shopper(t.app)
    const missing = await writeReview(t.app, customer.token, { ...body, productId: 99_999_999 })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(messages.productNotFound)
  })

  const tooLong = 'x'.repeat(REVIEW_MAX_LENGTH + 1)
  it.each([
    ['stars above 10', { stars: 11 }, messages.reviewStarsInvalid],
    ['stars below 0', { stars: -1 }, messages.reviewStarsInvalid],
    ['half a star', { stars: 2.5 }, messages.reviewStarsInvalid],
    ['stars as text', { stars: '5' }, messages.reviewStarsInvalid],
    ['no stars', { stars: undefined }, messages.reviewStarsInvalid],
    ['an empty text', { review: '' }, messages.reviewRequired],
    ['a text of spaces', { review: '   \n ' }, messages.reviewRequired],
    ['no text', { review: undefined }, messages.reviewRequired],
    ['a text that is not a string', { review: 42 }, messages.reviewRequired],
    ['a text too long', { review: tooLong }, String(REVIEW_MAX_LENGTH)],
    ['a field of its own', { customerId: 1 }, ''],
    ['a product id that is not a number', { productId: 'abc' }, ''],
  ])('refuses %s with 400 and stores nothing', async (_, change, text) => {
    const product = await unreviewedProduct(t.app)
    const customer = await buyer(t.app, product)
    const body = { productId: product.id, stars: 6, review: 'Fine', ...change }
    const answer = await writeReview(t.app, customer.token, body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(text)
    expect(await storedReviewsOf(t.app, product.id)).toEqual([])
  })

  it('accepts a text of exactly the longest length', async () => {
    const product = await unreviewedProduct(t.app)
    const customer = await buyer(t.app, product)
    const review = 'y'.repeat(REVIEW_MAX_LENGTH)
    const answer = await writeReview(t.app, customer.token, {
      productId: product.id,
      stars: 0,
      review,
    })
    expect(answer.status).toBe(201)
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 0, totalReviews: 1 })
  })
})

describe('reviews written at the same moment', () => {
  it('keeps one review when one customer posts twice at once (two tabs)', async () => {
    const product = await unreviewedProduct(t.app)
    const customer = await buyer(t.app, product)
    const body = { productId: product.id, stars: 9, review: 'Double tap' }
    const answers = await Promise.all([
      writeReview(t.app, customer.token, body),
      writeReview(t.app, customer.token, body),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await storedReviewsOf(t.app, product.id)).toHaveLength(1)
  })

  it('counts every review in the average when several customers post at once', async () => {
    const product = await unreviewedProduct(t.app)
    const customers = [
      await buyer(t.app, product),
      await buyer(t.app, product),
      await buyer(t.app, product),
    ]
    const answers = await Promise.all(
      customers.map((customer, index) =>
        writeReview(t.app, customer.token, {
          productId: product.id,
          stars: 2 + index * 3,
          review: 'At once',
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 5, totalReviews: 3 })
  })
})

describe('the review calls in the OpenAPI description', () => {
  it('documents every call with its answers and the body of a review', async () => {
    const doc = await openApiDocument(t.app)
    expectDocumented(doc, 'customer', [
      ['get', '/api/customers/me/products/{productId}/review', ['200', '400', '401', '403']],
      ['post', '/api/customers/me/reviews', ['201', '400', '401', '403', '404', '409', '429']],
      ['put', '/api/customers/me/reviews/{id}', ['200', '400', '401', '403', '404', '429']],
      ['delete', '/api/customers/me/reviews/{id}', ['200', '400', '401', '403', '404']],
    ])
    expectDocumented(doc, 'admin', [
      ['get', '/api/admin/reviews', ['200', '400', '401', '403']],
      ['put', '/api/admin/reviews/{id}/hidden', ['200', '400', '401', '403', '404']],
      ['delete', '/api/admin/reviews/{id}/hidden', ['200', '400', '401', '403', '404']],
    ])
    const body = doc.paths['/api/customers/me/reviews'].post.requestBody.content['application/json']
    expect(body.schema.required).toEqual(expect.arrayContaining(['productId', 'stars', 'review']))
    expect(body.schema.properties.review.maxLength).toBe(REVIEW_MAX_LENGTH)
  })
})

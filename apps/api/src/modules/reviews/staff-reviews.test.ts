import { messages } from '@kyanma/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from '#test/auth-helpers.ts'
import {
  buyer,
  publicReviewsOf,
  reviewStatusUrl,
  starsOf,
  unreviewedProduct,
  writeReview,
} from '#test/review-helpers.ts'
import { auditRowsOf, newStaffMember, useAppWithAdmin } from '#test/staff-helpers.ts'

const t = useAppWithAdmin()
let staff: Awaited<ReturnType<typeof newStaffMember>>
beforeAll(async () => {
  staff = await newStaffMember(t.app, 'staff')
})

/** A product with reviews of 9 and 3 stars (average 6), by two customers who received it. */
async function twoReviews() {
  const product = await unreviewedProduct(t.app)
  const [happy, unhappy] = [await buyer(t.app, product), await buyer(t.app, product)]
  const good = await writeReview(t.app, happy.token, {
    productId: product.id,
    stars: 9,
    review: 'Works',
  })
  const bad = await writeReview(t.app, unhappy.token, {
    productId: product.id,
    stars: 3,
    review: 'Call me on 09 123 456 for a cheaper one',
  })
  return { product, unhappy, goodId: good.body.id as number, badId: bad.body.id as number }
}

const hide = (id: number, body: unknown, token = staff.token) =>
  call(t.app, 'PUT', `/api/admin/reviews/${id}/hidden`, { token, body })
const unhide = (id: number, token = staff.token) =>
  call(t.app, 'DELETE', `/api/admin/reviews/${id}/hidden`, { token })
const list = (query = '', token = staff.token) =>
  call(t.app, 'GET', `/api/admin/reviews${query}`, { token })
const auditOf = (id: number) => auditRowsOf(t.app, 'review', id)

describe('hiding a review', () => {
  it('takes it out of the public list and the average, keeps the reason, and logs it', async () => {
    const { product, unhappy, badId } = await twoReviews()
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 6, totalReviews: 2 })
    const answer = await hide(badId, { reason: '  Personal phone number  ' })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: messages.reviewHidden })
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 9, totalReviews: 1 })
    const shown = await publicReviewsOf(t.app, product.id)
    expect(shown.data.map((review) => review.id)).not.toContain(badId)
    expect(shown.total).toBe(1)
    const [entry] = await auditOf(badId)
    expect(entry).toMatchObject({ staffUserId: staff.userId, action: 'review.hidden' })
    expect(entry?.after).toMatchObject({ reason: 'Personal phone number' })
    // Its author still sees it, marked hidden.
    const own = await call(t.app, 'GET', reviewStatusUrl(product.id), { token: unhappy.token })
    expect(own.body.review).toMatchObject({ id: badId, hidden: true })
  })

  it('keeps a hidden review out of the average when its author edits it', async () => {
    const { product, unhappy, badId } = await twoReviews()
    await hide(badId, { reason: 'Spam' })
    const edited = await call(t.app, 'PUT', `/api/customers/me/reviews/${badId}`, {
      token: unhappy.token,
      body: { stars: 0, review: 'Still spam' },
    })
    expect(edited.body.hidden).toBe(true)
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 9, totalReviews: 1 })
  })

  it('shows it again when unhidden, counted in the average, and logs that too', async () => {
    const { product, badId } = await twoReviews()
    await hide(badId, { reason: 'By mistake' })
    const answer = await unhide(badId)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: messages.reviewShown })
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 6, totalReviews: 2 })
    expect((await publicReviewsOf(t.app, product.id)).total).toBe(2)
    expect((await auditOf(badId)).map((entry) => entry.action).sort()).toEqual([
      'review.hidden',
      'review.shown',
    ])
  })

  it('refuses a hide without a reason (400) and an unknown review (404), changing nothing', async () => {
    const { product, badId } = await twoReviews()
    for (const body of [{}, { reason: '   ' }, { reason: 5 }]) {
      const answer = await hide(badId, body)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toContain(messages.reasonRequired)
    }
    expect((await hide(badId, { reason: 'x'.repeat(501) })).status).toBe(400)
    expect((await hide(99_999_999, { reason: 'Spam' })).status).toBe(404)
    expect((await unhide(99_999_999)).status).toBe(404)
    expect(await starsOf(t.app, product.id)).toEqual({ avgStars: 6, totalReviews: 2 })
    expect(await auditOf(badId)).toEqual([])
  })

  it('is for staff only: a customer gets 403, nobody signed in 401', async () => {
    const { unhappy, badId } = await twoReviews()
    expect((await hide(badId, { reason: 'Mine' }, unhappy.token)).status).toBe(403)
    expect((await unhide(badId, unhappy.token)).status).toBe(403)
    expect((await list('', unhappy.token)).status).toBe(403)
    expect((await call(t.app, 'GET', '/api/admin/reviews')).status).toBe(401)
  })
})

describe('GET /api/admin/reviews', () => {
  it('lists hidden and shown reviews of a product with who hid them, and filters by status', async () => {
    const { product, goodId, badId } = await twoReviews()
    await hide(badId, { reason: 'Spam' })
    const all = await list(`?productId=${product.id}`)
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(2)
    expect(all.body.data.find((row: { id: number }) => row.id === badId)).toMatchObject({
      hiddenReason: 'Spam',
      hiddenBy: expect.stringContaining('Staff'),
      product: { id: product.id, name: product.name },
    })
    const hidden = await list(`?productId=${product.id}&status=hidden`)
    expect(hidden.body.data.map((row: { id: number }) => row.id)).toEqual([badId])
    const visible = await list(`?productId=${product.id}&status=visible`)
    expect(visible.body.data.map((row: { id: number }) => row.id)).toEqual([goodId])
    const found = await list(`?productId=${product.id}&search=cheaper`)
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([badId])
  })

  it('refuses a sort or status it does not know with 400', async () => {
    expect((await list('?sort=review')).status).toBe(400)
    expect((await list('?status=deleted')).status).toBe(400)
  })
})

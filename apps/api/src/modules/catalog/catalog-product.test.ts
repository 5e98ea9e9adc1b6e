import { ProductSchema, ReviewListSchema } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { getJson, postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('GET /public/products/{id}', () => {
  it('answers the whole product: HTML description, images, RETAIL_SALE pricing first', async () => {
    const { status, body } = await getJson(t.app, '/api/public/products/1')
    expect(status).toBe(200)
    const product = ProductSchema.parse(body)
    expect(product.id).toBe(1)
    expect(product.description).toMatch(/<p>/)
    expect(product.images.length).toBeGreaterThan(0)
    expect(product.productPricings[0]?.customerType).toBe('RETAIL_SALE')
    expect(product.isFavorite).toBe(false)
    expect(product.category.name.length).toBeGreaterThan(0)
  })

  it('some descriptions are longer than the 500 characters the page cuts at', async () => {
    const { body } = await postJson(t.app, '/api/public/products/DEFAULT?size=60', {})
    const details = await Promise.all(
      body.data.map((p: any) => getJson(t.app, `/api/public/products/${p.id}`)),
    )
    expect(details.some((d) => d.body.description.length > 500)).toBe(true)
  })

  it('serves its images in two sizes with long cache headers', async () => {
    const { body } = await getJson(t.app, '/api/public/products/1')
    for (const url of [body.images[0].urls.public, body.images[0].urls.thumbnail]) {
      const image = await t.app.inject({ method: 'GET', url })
      expect(image.statusCode, url).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
      expect(image.headers['cache-control']).toMatch(/max-age=31536000/)
      expect(image.headers['cache-control']).toMatch(/immutable/)
    }
    expect(body.images[0].urls.public).not.toBe(body.images[0].urls.thumbnail)
  })

  it('a missing media file is a 404, not a 500', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/media/products/nothing-800.webp' })
    expect(image.statusCode).toBe(404)
  })
})

describe('GET /public/products/{id}/reviews', () => {
  it('pages the reviews, newest first, with stars 0-10 and the reviewer', async () => {
    const { body: list } = await postJson(
      t.app,
      '/api/public/products/DEFAULT?size=50&sort=rating',
      {},
    )
    const reviewed = list.data.find((p: any) => p.totalReviews > 2)
    const { status, body } = await getJson(
      t.app,
      `/api/public/products/${reviewed.id}/reviews?size=2`,
    )
    expect(status).toBe(200)
    const reviews = ReviewListSchema.parse(body)
    expect(reviews.total).toBe(reviewed.totalReviews)
    expect(reviews.data).toHaveLength(2)
    expect(reviews.pageSize).toBe(2)
    for (const review of reviews.data) {
      expect(review.stars).toBeGreaterThanOrEqual(0)
      expect(review.stars).toBeLessThanOrEqual(10)
      expect(review.customer.user.displayName.length).toBeGreaterThan(0)
    }
    expect(reviews.data[0]!.createdAt >= reviews.data[1]!.createdAt).toBe(true)
  })

  it('the average of all reviews is the avgStars the product shows', async () => {
    const { body: list } = await postJson(t.app, '/api/public/products/DEFAULT?size=30', {})
    const reviewed = list.data.find((p: any) => p.totalReviews > 0)
    const { body } = await getJson(t.app, `/api/public/products/${reviewed.id}/reviews?size=100`)
    const average = body.data.reduce((sum: number, r: any) => sum + r.stars, 0) / body.data.length
    expect(reviewed.avgStars).toBeCloseTo(Math.round(average * 10) / 10, 5)
  })
})

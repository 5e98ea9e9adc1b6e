import type { OwnReview, ReviewStatus } from '@kyanma/shared'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { reviewFixture } from '../test/product-fixture.ts'
import { ReviewCompose } from './review-compose.tsx'

const STATUS_URL = '/api/customers/me/products/7/review'

/** Answers the status call with `status` and records every write (method, path, body). */
function stubReviewApi(status: ReviewStatus) {
  const writes: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      const method = init?.method ?? 'GET'
      if (method === 'GET' && path === STATUS_URL) return Response.json(status)
      writes.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      return Response.json({ ...reviewFixture(1), updatedAt: '', hidden: false }, { status: 201 })
    }),
  )
  return writes
}

const ownReview = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  ...reviewFixture(5, { stars: 6, review: 'Mine, as written' }),
  updatedAt: '2025-12-24T10:00:00.000Z',
  hidden: false,
  ...overrides,
})

describe('the review form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows nothing until the browser knows who is looking', () => {
    renderInApp(<ReviewCompose productId={7} reviewer="unknown" />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByTestId('review-form')).toBeNull()
  })

  it('gives the reason, not the form, to a customer without a delivered order', async () => {
    stubReviewApi({
      canReview: false,
      reason: 'Only customers who bought this product can review it.',
      review: null,
    })
    renderInApp(<ReviewCompose productId={7} reviewer="customer" />)
    expect(
      await screen.findByText('Only customers who bought this product can review it.'),
    ).toBeTruthy()
    expect(screen.queryByTestId('review-form')).toBeNull()
  })

  it("says 'Review is required' before sending, then sends the stars and trimmed text", async () => {
    const user = userEvent.setup()
    const writes = stubReviewApi({ canReview: true, reason: null, review: null })
    renderInApp(<ReviewCompose productId={7} reviewer="customer" />)
    const submit = await screen.findByRole('button', { name: 'Submit review' })
    // Space on a star chooses it (a click needs a layout, which jsdom does not have).
    fireEvent.keyDown(screen.getByRole('radio', { name: '8 stars' }), { key: ' ' })
    await user.click(submit)
    expect(await screen.findByText('Review is required')).toBeTruthy()
    expect(writes).toEqual([])
    await user.type(screen.getByRole('textbox', { name: /^Review/ }), '  Works for me  ')
    await user.click(submit)
    await vi.waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'POST',
          path: '/api/customers/me/reviews',
          body: { productId: 7, stars: 8, review: 'Works for me' },
        },
      ]),
    )
  })

  it('keeps a half-typed review through a reload, and drops it once saved', async () => {
    const user = userEvent.setup()
    const writes = stubReviewApi({ canReview: true, reason: null, review: null })
    renderInApp(<ReviewCompose productId={7} reviewer="customer" />)
    fireEvent.keyDown(await screen.findByRole('radio', { name: '9 stars' }), { key: ' ' })
    await user.type(screen.getByRole('textbox', { name: /^Review/ }), 'Half a thought')

    cleanup()
    renderInApp(<ReviewCompose productId={7} reviewer="customer" />)
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /^Review/ })
    await vi.waitFor(() => expect(text.value).toBe('Half a thought'))
    await user.click(screen.getByRole('button', { name: 'Submit review' }))
    await vi.waitFor(() =>
      expect(writes.map((write) => write.body)).toEqual([
        { productId: 7, stars: 9, review: 'Half a thought' },
      ]),
    )
    await vi.waitFor(() =>
      expect(Object.keys(window.localStorage).filter((key) => key.startsWith('draft:'))).toEqual(
        [],
      ),
    )
  })

  it('shows the customer’s own review with Edit, which saves through PUT', async () => {
    const user = userEvent.setup()
    const writes = stubReviewApi({ canReview: true, reason: null, review: ownReview() })
    renderInApp(<ReviewCompose productId={7} reviewer="customer" />)
    expect(await screen.findByText('Mine, as written')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const text = screen.getByRole('textbox', { name: /^Review/ })
    expect((text as HTMLTextAreaElement).value).toBe('Mine, as written')
    await user.clear(text)
    await user.type(text, 'Changed my mind')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'PUT',
          path: '/api/customers/me/reviews/5',
          body: { stars: 6, review: 'Changed my mind' },
        },
      ]),
    )
  })

  it('tells the author when the shop has hidden their review', async () => {
    stubReviewApi({ canReview: true, reason: null, review: ownReview({ hidden: true }) })
    renderInApp(<ReviewCompose productId={7} reviewer="customer" />)
    expect(
      await screen.findByText('The shop has hidden this review: only you can see it.'),
    ).toBeTruthy()
  })
})

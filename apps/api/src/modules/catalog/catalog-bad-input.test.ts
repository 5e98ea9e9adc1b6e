import { describe, expect, it } from 'vitest'
import { getJson, postJson } from '#test/http.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

function expectClientError(
  answer: { status: number; body: any },
  status: number,
  messagePart: string | RegExp,
) {
  expect(answer.status).toBe(status)
  expect(typeof answer.body.code).toBe('string')
  expect(answer.body.message).toMatch(messagePart)
  expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+/)
}

describe('bad input gets a 4xx with a message, never a 500', () => {
  it('unknown listing type', async () => {
    expectClientError(
      await postJson(t.app, '/api/public/products/CHEAPEST', {}),
      400,
      /^Unknown product list type/,
    )
  })

  it.each([
    ['/api/public/products/abc', 'id must be a positive whole number'],
    ['/api/public/products/-1', 'id must be a positive whole number'],
    ['/api/public/products/0', 'id must be a positive whole number'],
    ['/api/public/products/1.5', 'id must be a positive whole number'],
    ['/api/public/products/abc/reviews', 'id must be a positive whole number'],
    ['/api/public/primary/x/parent', 'id must be a positive whole number'],
    // Beyond PostgreSQL's integer: it used to reach the query and fail with a 500.
    ['/api/public/products/99999999999', 'id must be a positive whole number up to'],
    ['/api/public/products/2147483648/reviews', 'id must be a positive whole number up to'],
  ])('non-numeric, negative or too large id: %s', async (url, message) => {
    expectClientError(await getJson(t.app, url), 400, message)
  })

  it.each([
    ['?page=-1', 'page must be a whole number, 0 or more'],
    ['?page=abc', 'page must be a whole number, 0 or more'],
    ['?size=101', 'size must be a whole number from 1 to 100'],
    ['?size=0', 'size must be a whole number from 1 to 100'],
    ['?referenceId=-3', 'referenceId must be a positive whole number'],
    ['?referenceId=3000000000', 'referenceId must be a positive whole number up to'],
  ])('bad paging %s', async (query, message) => {
    expectClientError(
      await postJson(t.app, `/api/public/products/DEFAULT${query}`, {}),
      400,
      message,
    )
  })

  it('a reviews page below zero', async () => {
    expectClientError(await getJson(t.app, '/api/public/products/1/reviews?page=-1'), 400, /page/)
  })

  it('malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/products/DEFAULT',
      headers: { 'content-type': 'application/json' },
      payload: '{"pricePerUnit": ',
    })
    expectClientError({ status: response.statusCode, body: response.json() }, 400, /JSON/)
  })

  it.each([
    [{ colour: 'red' }, 'colour is not a filter this list understands'],
    [{ pricePerUnit: 'cheap' }, /pricePerUnit must be a range/],
    [{ pricePerUnit: '30000,10000' }, /pricePerUnit must be a range/],
    [{ potency: { from: 'x' } }, /potency must be a range/],
    [{ needAttachment: 'maybe' }, /needAttachment/],
    [[1, 2, 3], /./],
  ])('malformed filter body %j', async (body, message) => {
    expectClientError(await postJson(t.app, '/api/public/products/DEFAULT', body), 400, message)
  })

  it('a body that is not a JSON object', async () => {
    for (const payload of ['"just text"', '42', 'true']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/products/DEFAULT',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expectClientError({ status: response.statusCode, body: response.json() }, 400, /./)
    }
  })

  it('a plain-text body is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/products/DEFAULT',
      headers: { 'content-type': 'text/plain' },
      payload: 'cheap vitamins',
    })
    expectClientError({ status: response.statusCode, body: response.json() }, 400, /./)
  })

  it('CATEGORY, BRAND and RELATED need a referenceId', async () => {
    for (const type of ['CATEGORY', 'BRAND', 'RELATED']) {
      expectClientError(
        await postJson(t.app, `/api/public/products/${type}`, {}),
        400,
        'This product list needs a referenceId.',
      )
    }
  })

  it('a missing product, category or brand is a 404 with a message', async () => {
    expectClientError(
      await getJson(t.app, '/api/public/products/999999'),
      404,
      'This product does not exist or is no longer sold.',
    )
    expectClientError(
      await getJson(t.app, '/api/public/products/999999/reviews'),
      404,
      /does not exist/,
    )
    expectClientError(
      await postJson(t.app, '/api/public/products/RELATED?referenceId=999999', {}),
      404,
      /product does not exist/,
    )
    expectClientError(
      await postJson(t.app, '/api/public/products/CATEGORY?referenceId=999999', {}),
      404,
      'This category does not exist.',
    )
    expectClientError(
      await postJson(t.app, '/api/public/products/BRAND?referenceId=999999', {}),
      404,
      'This brand does not exist.',
    )
  })

  it('unknown API paths answer JSON 404', async () => {
    expectClientError(
      await getJson(t.app, '/api/public/nothing-here'),
      404,
      'There is no API call at this address.',
    )
  })

  it('lists validation issues with their place', async () => {
    const { body } = await postJson(t.app, '/api/public/products/DEFAULT?size=500', { colour: 1 })
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.issues.length).toBeGreaterThan(0)
    expect(body.issues[0]).toHaveProperty('path')
  })
})

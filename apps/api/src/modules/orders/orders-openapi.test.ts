import { describe, expect, it } from 'vitest'
import { expectDocumented, openApiDocument } from '#test/openapi-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('the orders calls in the OpenAPI description', () => {
  it('lists every call under the orders tag with a summary and its answers', async () => {
    const doc = await openApiDocument(t.app)
    expectDocumented(doc, 'orders', [
      [
        'post',
        '/api/customers/me/orders',
        ['200', '201', '400', '401', '403', '404', '409', '422'],
      ],
      ['get', '/api/customers/me/orders', ['200', '400', '401', '403']],
      ['get', '/api/customers/me/orders/{id}', ['200', '400', '401', '403', '404']],
      ['delete', '/api/customers/me/orders/{id}', ['200', '400', '401', '403', '404', '409']],
      ['get', '/api/promotions', ['200', '400']],
    ])
    const place = doc.paths['/api/customers/me/orders'].post
    expect(place.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      ]),
    )
    // Both ways of calling are described: with the key (recommended) and without it (the spec's).
    const key = place.parameters.find((p: { name: string }) => p.name === 'idempotency-key')
    expect(key.description).toMatch(/Recommended/)
    expect(place.description).toMatch(/Without an Idempotency-Key/)
  })
})

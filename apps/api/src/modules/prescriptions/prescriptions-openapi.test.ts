import { describe, expect, it } from 'vitest'
import { expectDocumented, openApiDocument } from '#test/openapi-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('the prescription calls in the OpenAPI description', () => {
  it('lists every call with a summary and its answers, and the additive order fields', async () => {
    const doc = await openApiDocument(t.app)
    expectDocumented(doc, 'prescriptions', [
      [
        'post',
        '/api/customers/me/prescriptions',
        ['201', '400', '401', '403', '409', '413', '415'],
      ],
      ['get', '/api/customers/me/prescriptions', ['200', '400', '401', '403']],
      ['get', '/api/customers/me/prescriptions/{id}/file', ['400', '401', '403', '404']],
      [
        'post',
        '/api/customers/me/orders/{id}/prescriptions',
        ['201', '400', '401', '403', '404', '409', '413', '415'],
      ],
    ])
    expectDocumented(doc, 'admin', [
      ['get', '/api/admin/prescriptions', ['200', '400', '401', '403']],
      ['get', '/api/admin/prescriptions/{id}/file', ['400', '401', '403', '404']],
      ['post', '/api/admin/orders/{id}/prescription', ['200', '400', '401', '403', '404', '409']],
    ])
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('prescriptions')
    const place = doc.paths['/api/customers/me/orders'].post
    const body = place.requestBody.content['application/json'].schema
    expect(body.properties.prescriptions).toBeDefined()
    expect(body.required).not.toContain('prescriptions')
    const order = place.responses['201'].content['application/json'].schema
    expect(order.properties.prescription).toBeDefined()
  })
})

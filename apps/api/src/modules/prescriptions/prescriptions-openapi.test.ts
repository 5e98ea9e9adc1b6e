import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('the prescription calls in the OpenAPI description', () => {
  it('lists every call with a summary and its answers, and the additive order fields', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json()
    const expected: [string, string, string, string[]][] = [
      [
        'post',
        '/api/customers/me/prescriptions',
        'prescriptions',
        ['201', '400', '401', '403', '409', '413', '415'],
      ],
      ['get', '/api/customers/me/prescriptions', 'prescriptions', ['200', '400', '401', '403']],
      [
        'get',
        '/api/customers/me/prescriptions/{id}/file',
        'prescriptions',
        ['400', '401', '403', '404'],
      ],
      [
        'post',
        '/api/customers/me/orders/{id}/prescriptions',
        'prescriptions',
        ['201', '400', '401', '403', '404', '409', '413', '415'],
      ],
      ['get', '/api/admin/prescriptions', 'admin', ['200', '400', '401', '403']],
      ['get', '/api/admin/prescriptions/{id}/file', 'admin', ['400', '401', '403', '404']],
      [
        'post',
        '/api/admin/orders/{id}/prescription',
        'admin',
        ['200', '400', '401', '403', '404', '409'],
      ],
    ]
    for (const [method, path, tag, codes] of expected) {
      const operation = doc.paths[path]?.[method]
      expect(operation, `${method} ${path}`).toBeDefined()
      expect(operation.tags).toEqual([tag])
      expect(operation.summary).toBeTruthy()
      expect(Object.keys(operation.responses).sort()).toEqual([...codes].sort())
    }
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('prescriptions')
    const place = doc.paths['/api/customers/me/orders'].post
    const body = place.requestBody.content['application/json'].schema
    expect(body.properties.prescriptions).toBeDefined()
    expect(body.required).not.toContain('prescriptions')
    const order = place.responses['201'].content['application/json'].schema
    expect(order.properties.prescription).toBeDefined()
  })
})

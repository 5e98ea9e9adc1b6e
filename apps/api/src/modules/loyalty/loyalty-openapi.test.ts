import { describe, expect, it } from 'vitest'
import { expectDocumented, openApiDocument } from '#test/openapi-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('the points calls in the OpenAPI description', () => {
  it('lists both calls under the points tag with a summary and their answers', async () => {
    const doc = await openApiDocument(t.app)
    expectDocumented(doc, 'points', [
      ['get', '/api/customers/me/point/histories', ['200', '400', '401', '403']],
      ['post', '/api/customers/me/point/transfers', ['200', '400', '401', '403', '404', '429']],
    ])
    const query = doc.paths['/api/customers/me/point/histories'].get.parameters
    expect(query.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'end',
      'filter',
      'page',
      'size',
      'start',
    ])
    const body =
      doc.paths['/api/customers/me/point/transfers'].post.requestBody.content['application/json']
        .schema
    expect(body.required).toEqual(expect.arrayContaining(['toCustomer', 'points']))
  })
})

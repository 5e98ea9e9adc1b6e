import { describe, expect, it } from 'vitest'
import { expectDocumented, openApiDocument } from '#test/openapi-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('the accounts calls in the OpenAPI description', () => {
  it('lists every call under the auth tag with a summary and its answers', async () => {
    const doc = await openApiDocument(t.app)
    const answers: Record<string, string[]> = {
      '/api/auth/customers/register': ['201', '400', '409', '429'],
      '/api/auth/customers': ['200', '400', '401', '429'],
      '/api/auth/logout': ['200', '401'],
      '/api/me/changePassword': ['200', '400', '401', '429'],
      '/api/auth/forgetPassword': ['200', '400', '429', '502'],
      '/api/auth/resetPasswordBySms': ['200', '400', '429'],
      '/api/auth/resetPassword': ['200', '400'],
    }
    expectDocumented(
      doc,
      'auth',
      Object.entries(answers).map(([path, codes]) => ['post', path, codes]),
    )
    const login = doc.paths['/api/auth/customers'].post
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['user', 'password', 'rememberMe', 'deviceId', 'deviceOS']),
    )
  })
})

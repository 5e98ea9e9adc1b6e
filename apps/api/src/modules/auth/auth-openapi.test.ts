import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('the accounts calls in the OpenAPI description', () => {
  it('lists every call under the auth tag with a summary and its answers', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json()
    const expected: Record<string, string[]> = {
      '/api/auth/customers/register': ['201', '400', '409', '429'],
      '/api/auth/customers': ['200', '400', '401', '429'],
      '/api/auth/logout': ['200', '401'],
      '/api/me/changePassword': ['200', '400', '401', '429'],
      '/api/auth/forgetPassword': ['200', '400', '429', '502'],
      '/api/auth/resetPasswordBySms': ['200', '400', '429'],
      '/api/auth/resetPassword': ['200', '400'],
    }
    for (const [path, codes] of Object.entries(expected)) {
      const operation = doc.paths[path]?.post
      expect(operation, path).toBeDefined()
      expect(operation.tags).toEqual(['auth'])
      expect(operation.summary).toBeTruthy()
      expect(Object.keys(operation.responses).sort()).toEqual([...codes].sort())
    }
    const login = doc.paths['/api/auth/customers'].post
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['user', 'password', 'rememberMe', 'deviceId', 'deviceOS']),
    )
  })
})

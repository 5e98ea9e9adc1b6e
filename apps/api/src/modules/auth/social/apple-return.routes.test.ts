import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe("Apple's return address /api/auth/apple/callback", () => {
  it('forwards a posted answer to the callback page as a query, with the name Apple gave', async () => {
    const user = JSON.stringify({ name: { firstName: 'Aung', lastName: 'Kyaw' }, email: 'a@x.y' })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
      },
      payload: new URLSearchParams({ code: 'c.1', state: 's1', user, extra: 'x' }).toString(),
    })
    expect(response.statusCode).toBe(303)
    const location = new URL(response.headers.location as string, 'http://shop')
    expect(location.pathname).toBe('/auth/apple/callback')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'c.1',
      state: 's1',
      name: 'Aung Kyaw',
    })
  })

  it('forwards a query answer and an error the same way', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/apple/callback?error=user_cancelled_authorize&state=s2&user=%7Bbad',
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(
      '/auth/apple/callback?state=s2&error=user_cancelled_authorize',
    )
  })
})

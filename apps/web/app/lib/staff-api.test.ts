import type { AuthResult } from '@kyanma/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client.ts'
import { retryServerErrors, staffRequest } from './staff-api.ts'
import { resetStaffSessionForTests, staffSession } from './staff-session.ts'

const signedIn = {
  accessToken: 'staff-token',
  expiresAt: new Date().toISOString(),
  rememberMe: false,
  user: {
    id: 1,
    displayName: 'Owner',
    phoneNumber: null,
    email: 'o@k.test',
    profileImage: null,
    role: 'admin',
  },
} satisfies AuthResult

describe('the back office calls', () => {
  const fetchSpy = vi.fn<typeof fetch>()
  beforeEach(() => {
    resetStaffSessionForTests()
    vi.stubGlobal('fetch', fetchSpy)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchSpy.mockReset()
  })

  it('send the staff token and never the cookies of the shop', async () => {
    staffSession.signIn(signedIn)
    fetchSpy.mockResolvedValue(Response.json({ ok: true }))
    await staffRequest('/admin/orders')
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/orders')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-token')
    expect(init?.credentials).toBe('omit')
  })

  it('ask for answers in the page’s language', async () => {
    fetchSpy.mockResolvedValue(Response.json({ ok: true }))
    document.documentElement.lang = 'my'
    try {
      await staffRequest('/admin/orders')
    } finally {
      document.documentElement.lang = ''
    }
    const [, init] = fetchSpy.mock.calls[0] ?? []
    expect(new Headers(init?.headers).get('accept-language')).toBe('my')
  })

  it('sign the tab out when the server refuses the token', async () => {
    staffSession.signIn(signedIn)
    fetchSpy.mockResolvedValue(
      Response.json({ code: 'UNAUTHORIZED', message: 'ended' }, { status: 401 }),
    )
    await expect(staffRequest('/admin/orders')).rejects.toThrow('ended')
    expect(staffSession.token()).toBeUndefined()
  })

  it('sign the tab out when a shopper’s token is refused by its code, whatever the words say', async () => {
    staffSession.signIn(signedIn)
    fetchSpy.mockResolvedValue(
      Response.json(
        { code: 'FORBIDDEN', message: 'This is for shop staff only.' },
        { status: 403 },
      ),
    )
    await expect(staffRequest('/admin/staff')).rejects.toThrow()
    expect(staffSession.token()).toBe('staff-token')
    // The message will be in the reader's language: the code is what says "staff only".
    fetchSpy.mockResolvedValue(
      Response.json({ code: 'STAFF_ONLY', message: 'ဝန်ထမ်းများအတွက်သာ' }, { status: 403 }),
    )
    await expect(staffRequest('/admin/orders')).rejects.toThrow()
    expect(staffSession.token()).toBeUndefined()
  })

  it('retry only what may pass on a second try', () => {
    expect(retryServerErrors(0, new ApiError(403, 'FORBIDDEN', 'no'))).toBe(false)
    expect(retryServerErrors(0, new ApiError(503, 'DOWN', 'later'))).toBe(true)
    expect(retryServerErrors(3, new TypeError('offline'))).toBe(false)
  })
})

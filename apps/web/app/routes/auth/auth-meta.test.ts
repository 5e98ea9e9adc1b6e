import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'
import * as forgotPassword from './forgot-password.tsx'
import * as login from './login.tsx'
import * as register from './register.tsx'
import * as resetPassword from './reset-password.tsx'
import * as validateSmsCode from './validate-sms-code.tsx'

type MetaFunction = (args: never) => MetaDescriptor[]
const metaOf = (route: { meta: unknown }, pathname: string) =>
  (route.meta as MetaFunction)({ location: { pathname, search: '' }, matches: [] } as never)

describe('auth pages in search engines and tabs', () => {
  it.each([
    [login, '/auth/login', 'Login | Kyanma'],
    [register, '/auth/register', 'Sign Up | Kyanma'],
    [forgotPassword, '/auth/forgot-password', 'Forgot Password | Kyanma'],
    [validateSmsCode, '/auth/validate-sms-code/09790000123', 'Verify phone number | Kyanma'],
    [resetPassword, '/auth/reset-password/09790000123/token', 'Reset Password | Kyanma'],
  ])('%#: %s is titled and never indexed', (route, pathname, title) => {
    const tags = metaOf(route, pathname)
    expect(tags).toContainEqual({ title })
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('keeps the reset token out of Referer headers', () => {
    expect(metaOf(resetPassword, '/auth/reset-password/09790000123/token')).toContainEqual({
      name: 'referrer',
      content: 'no-referrer',
    })
  })
})

import type { MetaDescriptor } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { textsIn } from '#app/lib/texts.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
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

describe('auth pages under /my (issue 15)', () => {
  beforeAll(() => loadAllTexts())

  it.each([
    [login, '/my/auth/login', 'login'],
    [register, '/my/auth/register', 'register'],
    [forgotPassword, '/my/auth/forgot-password', 'forgotPassword'],
    [validateSmsCode, '/my/auth/validate-sms-code/09790000123', 'validateSmsCode'],
    [resetPassword, '/my/auth/reset-password/09790000123/token', 'resetPassword'],
  ] as const)('%#: %s is titled in Burmese', (route, pathname, page) => {
    const burmese = textsIn('my').pages[page]
    expect(burmese).toMatch(/[\u1000-\u109f]/)
    expect(metaOf(route, pathname)).toContainEqual({ title: `${burmese} | Kyanma` })
  })
})

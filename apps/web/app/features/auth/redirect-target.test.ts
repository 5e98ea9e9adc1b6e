import { describe, expect, it } from 'vitest'
import { safeRedirectTarget, withRedirectTarget } from './redirect-target.ts'

describe('where to go after signing in', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeRedirectTarget('/profile')).toBe('/profile')
    expect(safeRedirectTarget('/products?referenceId=6&page=2')).toBe(
      '/products?referenceId=6&page=2',
    )
    expect(safeRedirectTarget('/my/profile?tab=points')).toBe('/my/profile?tab=points')
  })

  it.each([
    null,
    '',
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'profile',
    '/auth/login',
    '/my/auth/login',
  ])('refuses %s and goes home', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/')
  })

  it('carries the target to the other auth page, and nothing for home', () => {
    expect(withRedirectTarget('/auth/register', '/profile')).toBe(
      '/auth/register?redirectTo=%2Fprofile',
    )
    expect(withRedirectTarget('/auth/register', '/')).toBe('/auth/register')
  })
})

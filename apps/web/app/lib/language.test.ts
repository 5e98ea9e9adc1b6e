import { describe, expect, it } from 'vitest'
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './language.ts'

describe('language in the address', () => {
  it('reads the language from the first segment', () => {
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/products/103')).toBe('en')
    expect(languageOfPath('/my')).toBe('my')
    expect(languageOfPath('/my/products/103')).toBe('my')
    expect(languageOfPath('/mystery')).toBe('en')
    // The English prefix is not an address of its own: English lives at the spec's paths.
    expect(languageOfPath('/en/products')).toBe('en')
  })

  it('writes an address in either language, from either', () => {
    expect(pathInLanguage('my', '/')).toBe('/my')
    expect(pathInLanguage('my', '/products/103')).toBe('/my/products/103')
    expect(pathInLanguage('my', '/products?page=2')).toBe('/my/products?page=2')
    expect(pathInLanguage('my', '/?q=1')).toBe('/my?q=1')
    expect(pathInLanguage('my', '/my/orders/5')).toBe('/my/orders/5')
    expect(pathInLanguage('en', '/my/orders/5')).toBe('/orders/5')
    expect(pathInLanguage('en', '/my')).toBe('/')
    expect(pathInLanguage('en', '/products')).toBe('/products')
  })

  it('leaves full and relative addresses alone', () => {
    expect(pathInLanguage('my', 'https://example.com/x')).toBe('https://example.com/x')
    expect(pathInLanguage('my', '//cdn.example.com/x')).toBe('//cdn.example.com/x')
    expect(pathInLanguage('my', '#reviews')).toBe('#reviews')
    expect(pathWithoutLanguage('/my/auth/login')).toBe('/auth/login')
  })
})

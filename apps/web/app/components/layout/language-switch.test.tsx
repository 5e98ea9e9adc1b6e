import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../../test/render.tsx'
import { loadAllTexts } from '../../locales/texts-registry.ts'
import { LanguageSwitch } from './language-switch.tsx'

describe('language switch', () => {
  it('links an English page to the same page in Burmese, named in Burmese', async () => {
    renderInApp(<LanguageSwitch />, { url: '/products/103?page=2#reviews' })
    const link = await screen.findByRole('link', { name: 'Read this page in မြန်မာ' })
    expect(link.getAttribute('href')).toBe('/my/products/103?page=2#reviews')
    expect(link.getAttribute('lang')).toBe('my')
    expect(link.getAttribute('hreflang')).toBe('my')
    expect(link.textContent).toBe('မြန်မာ')
  })

  it('links a Burmese page back to English at the spec’s address', async () => {
    await loadAllTexts()
    renderInApp(<LanguageSwitch />, { url: '/my/orders/create' })
    const link = await screen.findByRole('link', { name: /English/ })
    expect(link.getAttribute('href')).toBe('/orders/create')
    expect(link.getAttribute('lang')).toBe('en')
    // The switch itself is labelled in the page's language.
    expect(link.getAttribute('aria-label')).toMatch(/[\u1000-\u109f]/)
  })

  it('remembers the choice in a cookie', async () => {
    renderInApp(<LanguageSwitch />, { url: '/about' })
    const link = await screen.findByRole('link', { name: 'Read this page in မြန်မာ' })
    // The click leaves the document (a full load), which the test's page does not follow.
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(document.cookie).toContain('kyanma_language=my')
  })
})

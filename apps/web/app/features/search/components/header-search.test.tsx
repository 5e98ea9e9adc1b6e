import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { HeaderSearch } from './header-search.tsx'

// The popular-keyword suggestions are fetched on focus; answer them without a server.
const fetchMock = vi.fn(async () => Response.json({ data: ['vitamin c', 'fish oil'] }))
vi.stubGlobal('fetch', fetchMock)
afterEach(() => fetchMock.mockClear())

// A search input with suggestions (list=) has the combobox role.
const searchBox = () => screen.getByRole('combobox', { name: 'Search the shop' })

describe('header search', () => {
  it('writes filter on /products after the pause and goes back to page 1', async () => {
    const { router } = renderInApp(<HeaderSearch />, {
      url: '/products?referenceId=6&page=3&filter=fish',
    })
    expect((searchBox() as HTMLInputElement).value).toBe('fish')
    const user = userEvent.setup()
    await user.clear(searchBox())
    await user.type(searchBox(), 'zinc')
    // Nothing changes while typing: the 500 ms debounce has not run out.
    expect(router.state.location.search).toContain('filter=fish')
    await waitFor(() => expect(router.state.location.search).toBe('?referenceId=6&filter=zinc'))
  })

  it('goes to /products with the filter from any other page', async () => {
    const { router } = renderInApp(<HeaderSearch />, { url: '/articles' })
    await userEvent.setup().type(searchBox(), 'vitamin c')
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'))
    expect(router.state.location.search).toBe('?filter=vitamin+c')
  })

  it('searches at once on Enter and drops an emptied filter', async () => {
    const { router } = renderInApp(<HeaderSearch />, { url: '/products?filter=fish' })
    const user = userEvent.setup()
    await user.clear(searchBox())
    await user.type(searchBox(), '{Enter}')
    expect(router.state.location.search).toBe('')
  })

  it('offers popular keywords as suggestions once focused', async () => {
    renderInApp(<HeaderSearch />, { url: '/' })
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.setup().click(searchBox())
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2))
    expect(fetchMock).toHaveBeenCalledWith('/api/public/popular/search', expect.anything())
  })

  it('searches the Burmese listing in place under /my/products', async () => {
    await loadAllTexts()
    const { router } = renderInApp(<HeaderSearch />, { url: '/my/products?filter=fish' })
    const box = screen.getByRole('combobox', { name: 'ဆိုင်တွင် ရှာဖွေရန်' }) as HTMLInputElement
    expect(box.value).toBe('fish')
    const user = userEvent.setup()
    await user.clear(box)
    await user.type(box, 'zinc{Enter}')
    expect(router.state.location.pathname).toBe('/my/products')
    expect(router.state.location.search).toBe('?filter=zinc')
  })
})

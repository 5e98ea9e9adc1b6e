import type { AdminCatalogOptions, AdminProductRow } from '@kyanma/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminCatalog as myCatalog } from '#app/locales/my/admin/catalog.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { ProductsPage } from './products-page.tsx'

const ROW: AdminProductRow = {
  id: 5,
  thumbnail: null,
  name: 'Zinc 50 mg',
  nameMy: 'ဇင့် ၅၀ မီလီဂရမ်',
  category: { id: 12, name: 'Minerals', nameMy: 'သတ္တုဓာတ်များ' },
  brand: { id: 3, name: 'Yoma Care', nameMy: null },
  price: 12_500,
  originalPrice: null,
  stock: 40,
  soldCount: 0,
  isFlashSale: false,
  isRecommended: false,
  isBestSeller: false,
  featuredRank: 0,
  isActive: true,
  createdAt: '2026-01-02T03:04:05.000Z',
}
const OPTIONS: AdminCatalogOptions = {
  categories: [
    { id: 6, name: 'Supplements', nameMy: 'ဖြည့်စွက်စာ', parentId: 2, isActive: true },
    { id: 12, name: 'Minerals', nameMy: 'သတ္တုဓာတ်များ', parentId: 6, isActive: true },
  ],
  brands: [{ id: 3, name: 'Yoma Care', nameMy: null, isActive: true }],
}

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/admin/catalog/options')) return Response.json(OPTIONS)
      if (url.startsWith('/api/admin/products?'))
        return Response.json({ data: [ROW], total: 1, pageSize: 15 })
      return Response.json({ code: 'NOT_FOUND', message: 'No such call' }, { status: 404 })
    }),
  )
}

beforeAll(() => loadAllTexts())
afterEach(() => vi.unstubAllGlobals())

const rowCells = async () => {
  const link = await screen.findByRole('link', { name: 'Zinc 50 mg' })
  return within(link.closest('tr') as HTMLElement)
}

describe('products table in two languages', () => {
  it('shows each product’s Burmese name under its English one, and the category in English on English pages', async () => {
    stubApi()
    renderInApp(<ProductsPage />, { url: '/admin/products' })
    const row = await rowCells()
    expect(row.getByText('ဇင့် ၅၀ မီလီဂရမ်').getAttribute('lang')).toBe('my')
    expect(row.getByRole('cell', { name: 'Minerals' })).toBeTruthy()
    expect(row.getByRole('cell', { name: 'Yoma Care' })).toBeTruthy()
  })

  it('names categories and brands in Burmese on Burmese pages, English where none is written', async () => {
    stubApi()
    renderInApp(<ProductsPage />, { url: '/my/admin/products' })
    const row = await rowCells()
    expect(row.getByText('ဇင့် ၅၀ မီလီဂရမ်')).toBeTruthy()
    expect(row.getByRole('cell', { name: 'သတ္တုဓာတ်များ' })).toBeTruthy()
    expect(row.queryByText('Minerals')).toBeNull()
    expect(row.getByRole('cell', { name: 'Yoma Care' })).toBeTruthy()

    // The category filter names them in Burmese too (its options, mounted while closed).
    const filter = screen.getByRole('listbox', {
      name: myCatalog.products.categoryFilter,
      hidden: true,
    })
    const labels = () =>
      within(filter)
        .queryAllByRole('option', { hidden: true })
        .map((option) => option.textContent)
    await waitFor(() => expect(labels()).toEqual(['ဖြည့်စွက်စာ', 'သတ္တုဓာတ်များ · ဖြည့်စွက်စာ']))

    // Staff who know the English name find the entry by it.
    const input = screen.getByRole('combobox', { name: myCatalog.products.categoryFilter })
    await userEvent.setup().type(input, 'Minerals')
    await waitFor(() => expect(labels()).toEqual(['သတ္တုဓာတ်များ · ဖြည့်စွက်စာ']))
  })
})

import { messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../../test/render.tsx'
import { makeQueryClient } from '../../../lib/query-client.ts'
import { ProductForm } from './product-form.tsx'
import { emptyProduct, type ProductFormValues } from './product-form-values.ts'

afterEach(() => vi.unstubAllGlobals())

const OPTIONS = {
  categories: [{ id: 12, name: 'Minerals', parentId: 6, isActive: true }],
  brands: [{ id: 3, name: 'Yoma Care', isActive: true }],
}
const IMAGE = {
  id: 41,
  urls: { public: '/media/p-800.webp', thumbnail: '/media/p-320.webp' },
  width: 800,
  height: 800,
  alt: 'Zinc',
}

/** The API as the form meets it: the pickers' options, and whatever a save answers. */
function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = url.replace(/^\/api/, '')
      if (path === '/admin/catalog/options') return Response.json(OPTIONS)
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      return Response.json({ id: 5 })
    }),
  )
  return calls
}

function renderForm(values: ProductFormValues, productId?: number) {
  return renderInApp(
    <ProductForm
      productId={productId}
      initialValues={values}
      initialImages={productId ? [IMAGE] : []}
    />,
    { url: '/admin/products/new', queryClient: makeQueryClient() },
  )
}

const saved: ProductFormValues = {
  ...emptyProduct(),
  name: 'Zinc 50 mg',
  categoryId: 12,
  brandId: 3,
  price: 12_500,
  stock: 40,
  imageIds: [IMAGE.id],
}

describe('product form', () => {
  it('shows the shared messages for an empty form and sends nothing', async () => {
    const calls = stubApi()
    renderForm(emptyProduct())
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }))
    for (const text of [
      messages.productNameRequired,
      messages.productCategoryRequired,
      messages.priceWholeNumber,
      messages.stockWholeNumber,
      messages.productImagesRequired,
    ])
      expect(await screen.findByText(text)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('refuses an original price below the price', async () => {
    const calls = stubApi()
    renderForm({ ...saved, originalPrice: 10_000 }, 5)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(messages.originalBelowPrice)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('saves an edited price with PUT and goes back to the list', async () => {
    const calls = stubApi()
    const { router } = renderForm(saved, 5)
    const events = userEvent.setup()
    const price = screen.getByRole('textbox', { name: /^Price/ })
    await events.clear(price)
    await events.type(price, '9900')
    await events.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/products/5',
      body: { name: 'Zinc 50 mg', categoryId: 12, price: 9900, stock: 40, imageIds: [41] },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'))
  })
})

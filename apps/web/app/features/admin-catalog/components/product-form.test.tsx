import { type AdminProduct, messages } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { adminCatalog as myCatalog } from '#app/locales/my/admin/catalog.ts'
import { adminCommon as myCommon } from '#app/locales/my/admin/common.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { imageFixture } from '#test/image-fixture.ts'
import { renderInApp, renderRoutesInApp } from '#test/render.tsx'
import { ProductForm } from './product-form.tsx'
import { ProductFormPage } from './product-form-page.tsx'
import { emptyProduct, type ProductFormValues } from './product-form-values.ts'

afterEach(() => vi.unstubAllGlobals())

const OPTIONS = {
  categories: [{ id: 12, name: 'Minerals', parentId: 6, isActive: true }],
  brands: [{ id: 3, name: 'Yoma Care', isActive: true }],
}
const IMAGE = imageFixture(41, 'p-41', 'Zinc')

/**
 * The API as the form meets it: the pickers' options, the product being edited (when given),
 * and whatever a save answers.
 */
function stubApi(product?: AdminProduct) {
  const calls: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = url.replace(/^\/api/, '')
      if (path === '/admin/catalog/options') return Response.json(OPTIONS)
      if (product && method === 'GET' && path === `/admin/products/${product.id}`)
        return Response.json(product)
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

describe('product form numbers in Myanmar digits', () => {
  it('saves 1250 for a price typed ၁၂၅၀ on the Burmese back office, shown in Myanmar digits', async () => {
    const calls = stubApi()
    await loadAllTexts()
    renderInApp(<ProductForm productId={5} initialValues={saved} initialImages={[IMAGE]} />, {
      url: '/my/admin/products/5',
      queryClient: makeQueryClient(),
    })
    const price = (await screen.findByRole('textbox', {
      name: (name) => name.startsWith(myCatalog.form.price),
    })) as HTMLInputElement
    expect(price.value).toBe('၁၂,၅၀၀')
    const events = userEvent.setup()
    await events.clear(price)
    await events.type(price, '၁၂၅၀')
    expect(price.value).toBe('၁,၂၅၀')
    await events.click(screen.getByRole('button', { name: myCommon.save }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { price: 1250, stock: 40 } })
  })
})

/**
 * GET /admin/products/5 as the API answers it: an existing product with its Burmese versions;
 * what the tests do not read is the new product form's defaults.
 */
const { imageIds: _noIds, ...productDefaults } = emptyProduct()
const STORED: AdminProduct = {
  ...productDefaults,
  id: 5,
  slug: 'zinc-50-mg',
  name: 'Zinc 50 mg',
  description: '<p>One a day.</p>',
  nameMy: 'ဇင့် ၅၀ မီလီဂရမ်',
  descriptionMy: '<p>တစ်နေ့ တစ်လုံး။</p>',
  categoryId: 12,
  brandId: 3,
  price: 12_500,
  stock: 40,
  images: [IMAGE],
  soldCount: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
}

/** The edit page at its own address (renderInApp's catch-all route has no :id). */
function renderEditPage(id: number) {
  renderRoutesInApp([{ path: '/admin/products/:id', element: <ProductFormPage /> }], {
    url: `/admin/products/${id}`,
    queryClient: makeQueryClient(),
  })
}

const burmeseName = () => screen.getByRole('textbox', { name: 'Name (Burmese)' })
const burmeseDescription = () =>
  screen.getByRole('textbox', { name: 'Description (Burmese, HTML)' })

describe('product form in two languages', () => {
  it('shows the Burmese name and description beside the English ones, marked as Burmese', () => {
    stubApi()
    renderForm(emptyProduct())
    expect(burmeseName().getAttribute('lang')).toBe('my')
    expect(burmeseDescription().getAttribute('lang')).toBe('my')
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('lang')).toBeNull()
  })

  it('labels the Burmese name in Burmese on the Burmese back office', async () => {
    stubApi()
    await loadAllTexts()
    renderInApp(<ProductForm initialValues={emptyProduct()} initialImages={[]} />, {
      url: '/my/admin/products/new',
      queryClient: makeQueryClient(),
    })
    const input = await screen.findByRole('textbox', { name: 'အမည် (မြန်မာ)' })
    expect(input.getAttribute('lang')).toBe('my')
    expect(screen.queryByText('Name (Burmese)')).toBeNull()
  })

  it('sends the Burmese name and description typed', async () => {
    const calls = stubApi()
    renderForm(saved, 5)
    const events = userEvent.setup()
    await events.type(burmeseName(), 'ဇင့်')
    await events.type(burmeseDescription(), 'နေ့စဉ်')
    await events.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({
      name: 'Zinc 50 mg',
      nameMy: 'ဇင့်',
      descriptionMy: 'နေ့စဉ်',
    })
  })

  it("loads an existing product's Burmese versions and sends them back with a change", async () => {
    const calls = stubApi(STORED)
    renderEditPage(5)
    await waitFor(() => expect(burmeseName()).toBeTruthy())
    expect((burmeseName() as HTMLInputElement).value).toBe(STORED.nameMy)
    expect((burmeseDescription() as HTMLTextAreaElement).value).toBe(STORED.descriptionMy)
    const events = userEvent.setup()
    await events.clear(burmeseDescription())
    await events.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    // An emptied Burmese version is sent as '', which clears the stored one.
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/products/5',
      body: { nameMy: STORED.nameMy, descriptionMy: '' },
    })
  })
})

import type { AdminBrand, AdminCategory } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { imageFixture } from '#test/image-fixture.ts'
import { renderInApp } from '#test/render.tsx'
import { BrandForm } from './brand-form.tsx'
import { CategoriesPage } from './categories-page.tsx'
import { CategoryForm } from './category-form.tsx'

const OPTIONS = { body: { categories: [], brands: [] } }
const burmeseName = () =>
  screen.getByRole('textbox', { name: 'Name (Burmese)' }) as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Save' })

const CATEGORY: AdminCategory = {
  id: 12,
  name: 'Minerals',
  nameMy: 'သတ္တုဓာတ်များ',
  slug: 'minerals',
  parent: null,
  sortOrder: 3,
  image: null,
  isActive: true,
  productCount: 4,
}

const BRAND: AdminBrand = {
  id: 3,
  name: 'Yoma Care',
  nameMy: null,
  slug: 'yoma-care',
  description: 'First aid for families.',
  descriptionMy: null,
  country: null,
  logo: null,
  isActive: true,
  productCount: 2,
}

describe('category form in two languages', () => {
  it('loads the stored Burmese name, marked as Burmese, and sends it changed', async () => {
    spyOnToasts()
    const calls = stubApi({
      'GET /admin/catalog/options': OPTIONS,
      'PUT /admin/categories/12': { body: CATEGORY },
    })
    renderInApp(<CategoryForm category={CATEGORY} onDone={vi.fn()} />)
    expect(burmeseName().value).toBe('သတ္တုဓာတ်များ')
    expect(burmeseName().getAttribute('lang')).toBe('my')
    const events = userEvent.setup()
    await events.clear(burmeseName())
    await events.type(burmeseName(), 'ဓာတ်သတ္တု')
    await events.click(save())
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Minerals',
      nameMy: 'ဓာတ်သတ္တု',
    })
  })
})

describe('brand form in two languages', () => {
  it('shows an empty Burmese name for a brand without one and sends what is typed', async () => {
    spyOnToasts()
    const calls = stubApi({ 'PUT /admin/brands/3': { body: BRAND } })
    renderInApp(<BrandForm brand={BRAND} onDone={vi.fn()} />)
    expect(burmeseName().value).toBe('')
    expect(burmeseName().getAttribute('lang')).toBe('my')
    const events = userEvent.setup()
    await events.type(burmeseName(), 'ရိုးမ ကဲ')
    await events.click(save())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/brands/3',
      body: { name: 'Yoma Care', nameMy: 'ရိုးမ ကဲ' },
    })
  })

  it('edits the Burmese description beside the English one, marked as Burmese', async () => {
    spyOnToasts()
    const calls = stubApi({ 'PUT /admin/brands/3': { body: BRAND } })
    const stored = { ...BRAND, descriptionMy: 'မိသားစုအတွက် ရှေးဦးသူနာပြု ပစ္စည်း။' }
    renderInApp(<BrandForm brand={stored} onDone={vi.fn()} />)
    const burmese = screen.getByRole('textbox', {
      name: 'Description (Burmese)',
    }) as HTMLTextAreaElement
    expect(burmese.value).toBe(stored.descriptionMy)
    expect(burmese.getAttribute('lang')).toBe('my')
    const events = userEvent.setup()
    await events.clear(burmese)
    await events.type(burmese, 'အိမ်သုံး ဆေးပစ္စည်း။')
    await events.click(save())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({
      description: 'First aid for families.',
      descriptionMy: 'အိမ်သုံး ဆေးပစ္စည်း။',
    })
  })

  it('sends an untouched empty Burmese name as empty, which leaves the brand without one', async () => {
    spyOnToasts()
    const calls = stubApi({ 'POST /admin/brands': { status: 201, body: BRAND } })
    renderInApp(<BrandForm brand={null} onDone={vi.fn()} />)
    const events = userEvent.setup()
    await events.type(screen.getByRole('textbox', { name: 'Name' }), 'Shwe Herbal')
    await events.click(save())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ name: 'Shwe Herbal', nameMy: '', descriptionMy: '' })
  })
})

describe('the picture of a brand or a category', () => {
  const picture = imageFixture(41, 'picture-41', 'Stored picture')

  it('shows the stored logo and sends its id, or null once it is removed', async () => {
    spyOnToasts()
    const calls = stubApi({ 'PUT /admin/brands/3': { body: BRAND } })
    renderInApp(<BrandForm brand={{ ...BRAND, logo: picture }} onDone={vi.fn()} />)
    expect(screen.getByRole('img', { name: 'Stored picture' })).toBeTruthy()
    const events = userEvent.setup()
    await events.click(save())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ logoId: 41 })
    expect(calls[0]?.body).not.toHaveProperty('logo')
    await events.click(screen.getByRole('button', { name: 'Remove image' }))
    await events.click(save())
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]?.body).toMatchObject({ logoId: null })
  })

  it('sends the id of the stored category picture, not the picture', async () => {
    spyOnToasts()
    const calls = stubApi({
      'GET /admin/catalog/options': OPTIONS,
      'PUT /admin/categories/12': { body: CATEGORY },
    })
    renderInApp(<CategoryForm category={{ ...CATEGORY, image: picture }} onDone={vi.fn()} />)
    await userEvent.setup().click(save())
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    const sent = calls.find((call) => call.method === 'PUT')?.body
    expect(sent).toMatchObject({ imageId: 41 })
    expect(sent).not.toHaveProperty('image')
  })
})

describe('categories table', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a Burmese name under the English one, marked as Burmese', async () => {
    const untranslated = { ...CATEGORY, id: 13, name: 'Teas', nameMy: null, slug: 'teas' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/admin/categories?')
          ? Response.json({ data: [CATEGORY, untranslated], total: 2, pageSize: 15 })
          : Response.json({ code: 'NOT_FOUND', message: 'No such call' }, { status: 404 }),
      ),
    )
    renderInApp(<CategoriesPage />, { url: '/admin/categories' })
    const burmese = await screen.findByText('သတ္တုဓာတ်များ')
    expect(burmese.getAttribute('lang')).toBe('my')
    expect(screen.getByRole('cell', { name: 'Teas' })).toBeTruthy()
  })

  it('names the parent in the page’s language', async () => {
    await loadAllTexts()
    const parent = { id: 6, name: 'Supplements', nameMy: 'ဖြည့်စွက်စာ' }
    const child = { ...CATEGORY, parent }
    const orphanParent = {
      ...CATEGORY,
      id: 14,
      parent: { ...parent, id: 7, name: 'Teas', nameMy: null },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [child, orphanParent], total: 2, pageSize: 15 })),
    )
    renderInApp(<CategoriesPage />, { url: '/my/admin/categories' })
    expect(await screen.findByRole('cell', { name: 'ဖြည့်စွက်စာ' })).toBeTruthy()
    expect(screen.queryByRole('cell', { name: 'Supplements' })).toBeNull()
    expect(screen.getByRole('cell', { name: 'Teas' })).toBeTruthy()
  })
})

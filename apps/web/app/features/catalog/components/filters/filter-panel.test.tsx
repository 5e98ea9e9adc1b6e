import type { CategoryItem } from '@kyanma/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { FilterPanel } from './filter-panel.tsx'

const category = (id: number, name: string, parentId: number): CategoryItem => ({
  id,
  name,
  parentId,
  image: null,
})

const CHILDREN: Record<string, CategoryItem[]> = {
  '2': [category(70, 'Book', 2), category(6, 'Supplements', 2)],
  '70': [category(71, 'Health & Wellness', 70)],
  '6': [category(7, 'Vitamins', 6), category(8, 'Minerals', 6)],
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parent = /\/public\/primary\/(\d+)\/parent/.exec(url)?.[1] ?? ''
      return new Response(JSON.stringify({ data: CHILDREN[parent] ?? [] }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

function renderPanel(url: string) {
  const { router } = renderInApp(<FilterPanel />, { url })
  const params = () => new URLSearchParams(router.state.location.search)
  return { router, params, search: () => router.state.location.search }
}

const choice = (name: string) => screen.getByRole('button', { name })

describe('filter panel: the URL is the state', () => {
  it('writes a chosen price range as "from,to" and goes back to page 1', async () => {
    const user = userEvent.setup()
    const { params, search } = renderPanel('/products?referenceId=6&page=3')
    await user.click(choice('10,000 - 30,000 Ks'))
    await waitFor(() => expect(params().get('pricePerUnit')).toBe('10000,30000'))
    expect(search()).toContain('pricePerUnit=10000,30000')
    expect(params().has('page')).toBe(false)
    expect(params().get('referenceId')).toBe('6')
    expect(choice('10,000 - 30,000 Ks').getAttribute('aria-pressed')).toBe('true')
  })

  it('removes the range when the chosen one is chosen again', async () => {
    const user = userEvent.setup()
    const { params } = renderPanel('/products?pricePerUnit=10000,30000&page=2')
    expect(choice('10,000 - 30,000 Ks').getAttribute('aria-pressed')).toBe('true')
    await user.click(choice('10,000 - 30,000 Ks'))
    await waitFor(() => expect(params().has('pricePerUnit')).toBe(false))
    expect(params().has('page')).toBe(false)
  })

  it('offers the spec ranges with readable labels', () => {
    renderPanel('/products')
    for (const label of [
      '0 - 10,000 Ks',
      '100,000 Ks and above',
      '1000 mg and above',
      '0 - 0.05 kg',
      'Above 0.3 kg',
      '1 - 50',
      'Above 1000',
    ])
      expect(choice(label)).toBeTruthy()
    expect(screen.queryByRole('button', { name: '80,000 - 100,000 Ks' })).toBeNull()
  })

  it('writes the rating only when it differs from 0 to 10', async () => {
    const user = userEvent.setup()
    const { params } = renderPanel('/products')
    const minimum = screen.getByRole('combobox', { name: 'Minimum' }) as HTMLSelectElement
    expect(minimum.value).toBe('0')
    expect((screen.getByRole('combobox', { name: 'Maximum' }) as HTMLSelectElement).value).toBe(
      '10',
    )
    await user.selectOptions(minimum, '4')
    await waitFor(() => expect(params().get('rating')).toBe('4,10'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum' }), '0')
    await waitFor(() => expect(params().has('rating')).toBe(false))
  })

  it("maps the prescription choices: 'Both' removes needAttachment", async () => {
    const user = userEvent.setup()
    const { params } = renderPanel('/products?needAttachment=true')
    expect(choice('Required').getAttribute('aria-pressed')).toBe('true')
    await user.click(choice('Not Required'))
    await waitFor(() => expect(params().get('needAttachment')).toBe('false'))
    await user.click(choice('Both'))
    await waitFor(() => expect(params().has('needAttachment')).toBe(false))
    expect(choice('Both').getAttribute('aria-pressed')).toBe('true')
  })

  it('drops empty parameters from the URL on any change', async () => {
    const user = userEvent.setup()
    const { search } = renderPanel('/products?filter=&limit=&potency=&referenceId=6')
    await user.click(choice('100 - 300 mg'))
    await waitFor(() => expect(search()).toBe('?potency=100,300&referenceId=6'))
  })

  it('sets referenceId for a category, then offers its sub-categories', async () => {
    const user = userEvent.setup()
    const { params } = renderPanel('/products?pricePerUnit=0,10000&page=2')
    await user.click(await screen.findByRole('link', { name: 'Supplements' }))
    await waitFor(() => expect(params().get('referenceId')).toBe('6'))
    expect(params().get('pricePerUnit')).toBe('0,10000')
    expect(params().has('page')).toBe(false)
    await user.click(await screen.findByRole('link', { name: 'Vitamins' }))
    await waitFor(() => expect(params().get('referenceId')).toBe('7'))
    expect(screen.getByRole('link', { name: 'Vitamins' }).getAttribute('aria-current')).toBe('true')
    await user.click(screen.getByRole('link', { name: 'All categories' }))
    await waitFor(() => expect(params().has('referenceId')).toBe(false))
  })

  it('narrows a brand listing by category without losing the brand', async () => {
    const user = userEvent.setup()
    const { params } = renderPanel('/products?type=BRAND&referenceId=4')
    await user.click(await screen.findByRole('link', { name: 'Book' }))
    await waitFor(() => expect(params().get('categoryId')).toBe('70'))
    expect(params().get('type')).toBe('BRAND')
    expect(params().get('referenceId')).toBe('4')
  })

  it("'Clear all' removes every filter but keeps the category and the search", async () => {
    const user = userEvent.setup()
    const { search } = renderPanel(
      '/products?referenceId=6&filter=zinc&pricePerUnit=0,10000&potency=100,300&rating=2,9&needAttachment=false&page=4',
    )
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(search()).toBe('?referenceId=6&filter=zinc'))
    expect(screen.getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')).toBe(true)
  })

  it('opens and closes a section when its title is clicked', async () => {
    const user = userEvent.setup()
    renderPanel('/products')
    const toggle = screen.getByRole('button', { name: 'Price' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(body?.hidden).toBe(true)
    expect(within(body as HTMLElement).queryByRole('button', { name: '0 - 10,000 Ks' })).toBeNull()
    await user.click(toggle)
    expect(choice('0 - 10,000 Ks')).toBeTruthy()
  })

  it('labels ranges and ratings in Burmese with Myanmar digits under /my, and keeps the URL', async () => {
    await loadAllTexts()
    const user = userEvent.setup()
    const { params, router } = renderPanel('/my/products?referenceId=6')
    expect(screen.getByRole('heading', { name: 'စစ်ထုတ်ရန်' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull()
    expect(choice('၁၀၀,၀၀၀ ကျပ်နှင့်အထက်')).toBeTruthy()
    expect(choice('၁၀၀၀ mg နှင့်အထက်')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '0 - 10,000 Ks' })).toBeNull()
    const minimum = screen.getByRole('combobox', { name: 'အနည်းဆုံး' }) as HTMLSelectElement
    expect([...minimum.options].map((option) => option.textContent).slice(0, 3)).toEqual([
      '၀',
      '၁',
      '၂',
    ])
    await user.click(choice('၀ - ၁၀,၀၀၀ ကျပ်'))
    await waitFor(() => expect(params().get('pricePerUnit')).toBe('0,10000'))
    expect(router.state.location.pathname).toBe('/my/products')
    await user.selectOptions(screen.getByRole('combobox', { name: 'အနည်းဆုံး' }), '4')
    await waitFor(() => expect(params().get('rating')).toBe('4,10'))
  })
})

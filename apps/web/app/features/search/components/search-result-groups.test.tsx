import type { ArticleSummary, ProductSummary, SearchResult } from '@kyanma/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { isEmptyResult, SearchResultGroups } from './search-result-groups.tsx'

const product = (id: number, name: string) => ({ id, name }) as ProductSummary
const article = (id: number, title: string) => ({ id, title }) as ArticleSummary
const image = (id: number) => ({
  id,
  urls: { public: `/media/${id}.webp`, thumbnail: `/media/${id}-small.webp` },
  width: 256,
  height: 256,
  alt: '',
})

function result(parts: {
  products?: ProductSummary[]
  news?: ArticleSummary[]
  brands?: { id: number; name: string; englishFields?: string[] }[]
  categories?: { id: number; name: string; englishFields?: string[] }[]
}): SearchResult {
  const { products = [], news = [], brands = [], categories = [] } = parts
  return {
    data: [
      { title: 'Products', total: products.length + 10, data: products },
      { title: 'News', total: news.length, data: news },
      {
        title: 'Brands',
        total: brands.length,
        data: brands.map((b) => ({ ...b, slug: b.name.toLowerCase(), logo: image(b.id) })),
      },
      {
        title: 'Categories',
        total: categories.length,
        data: categories.map((c) => ({ ...c, parentId: 2, image: image(c.id) })),
      },
    ],
  }
}

function renderGroups(value: SearchResult, filter = 'vitamin c', url = '/') {
  return renderInApp(
    <SearchResultGroups
      result={value}
      filter={filter}
      renderProduct={(p) => (
        <div key={p.id} data-testid="product">
          {p.name}
        </div>
      )}
      renderArticle={(a) => (
        <div key={a.id} data-testid="article">
          {a.title}
        </div>
      )}
    />,
    { url },
  )
}

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
const viewAllOf = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getByRole('link', { name: 'View All' })
    .getAttribute('href')

describe('search result groups', () => {
  it('shows the groups that found something, titled as the spec says, in order', () => {
    renderGroups(
      result({
        products: [product(1, 'Vitamin C 1000 mg'), product(2, 'Vitamin C 500 mg')],
        news: [article(3, 'Vitamin C and colds')],
        brands: [{ id: 25, name: 'VitaCore' }],
        categories: [{ id: 40, name: 'Vitamins' }],
      }),
    )
    expect(groupTitles()).toEqual(['Products', 'News', 'Brands', 'Categories'])
    expect(screen.getAllByTestId('product').map((p) => p.textContent)).toEqual([
      'Vitamin C 1000 mg',
      'Vitamin C 500 mg',
    ])
    expect(screen.getAllByTestId('article')).toHaveLength(1)
    expect(screen.getByText('12 found')).toBeTruthy()
  })

  it('leaves out empty groups', () => {
    renderGroups(result({ brands: [{ id: 25, name: 'VitaCore' }] }))
    expect(groupTitles()).toEqual(['Brands'])
    expect(screen.queryByRole('region', { name: 'Products' })).toBeNull()
  })

  it("sends each group's View All to the right list", () => {
    renderGroups(
      result({
        products: [product(1, 'Vitamin C 1000 mg')],
        news: [article(3, 'Vitamin C and colds')],
        brands: [{ id: 25, name: 'VitaCore' }],
        categories: [
          { id: 40, name: 'Vitamins' },
          { id: 41, name: 'Vitamin drinks' },
        ],
      }),
    )
    expect(viewAllOf('Products')).toBe('/products?filter=vitamin+c')
    expect(viewAllOf('News')).toBe('/articles?search=vitamin+c')
    expect(viewAllOf('Brands')).toBe('/brands')
    expect(viewAllOf('Categories')).toBe('/products?referenceId=40')
  })

  it('shows brands and categories as tiles leading to their listings', () => {
    renderGroups(
      result({
        brands: [{ id: 25, name: 'VitaCore' }],
        categories: [{ id: 40, name: 'Vitamins' }],
      }),
    )
    const brands = within(screen.getByRole('region', { name: 'Brands' }))
    expect(brands.getByRole('link', { name: 'VitaCore' }).getAttribute('href')).toBe(
      '/products?type=BRAND&referenceId=25',
    )
    const categories = within(screen.getByRole('region', { name: 'Categories' }))
    expect(categories.getByRole('link', { name: 'Vitamins' }).getAttribute('href')).toBe(
      '/products?referenceId=40',
    )
  })

  it('knows when nothing at all was found', () => {
    expect(isEmptyResult(result({}))).toBe(true)
    expect(isEmptyResult(result({ news: [article(1, 'x')] }))).toBe(false)
  })

  it('names the groups in Burmese and counts in Myanmar digits under /my', async () => {
    await loadAllTexts()
    renderInApp(
      <SearchResultGroups
        result={result({ products: [product(1, 'Zinc')], brands: [{ id: 4, name: 'Oceanic' }] })}
        filter="zinc"
        renderProduct={(p) => <div key={p.id}>{p.name}</div>}
        renderArticle={(a) => <div key={a.id}>{a.title}</div>}
      />,
      { url: '/my/search-results?filter=zinc' },
    )
    expect(screen.getByRole('heading', { name: 'ကုန်ပစ္စည်းများ' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Products' })).toBeNull()
    expect(screen.getByText('၁၁ ခု တွေ့ရှိပါသည်')).toBeTruthy()
    const viewAll = screen.getAllByRole('link', { name: /အားလုံးကြည့်ရန်/ })
    expect(viewAll[0]?.getAttribute('href')).toBe('/my/products?filter=zinc')
  })

  it('marks a brand or category name sent in English under /my, and nothing in English', async () => {
    await loadAllTexts()
    const parts = {
      brands: [{ id: 25, name: 'VitaCore', englishFields: ['name'] }],
      categories: [{ id: 40, name: 'ဗီတာမင်များ' }],
    }
    const { unmount } = renderGroups(result(parts), 'vitamin', '/my/search-results')
    expect(screen.getByRole('link', { name: /VitaCore/ }).getAttribute('lang')).toBe('en')
    expect(screen.getByRole('link', { name: /ဗီတာမင်များ/ }).hasAttribute('lang')).toBe(false)
    unmount()
    renderGroups(result({ brands: [{ id: 25, name: 'VitaCore' }], categories: parts.categories }))
    expect(document.body.querySelector('[lang]')).toBeNull()
  })
})

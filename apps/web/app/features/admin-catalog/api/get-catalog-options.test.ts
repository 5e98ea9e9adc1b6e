import { describe, expect, it } from 'vitest'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCatalog as adminCatalogMy } from '#app/locales/my/admin/catalog.ts'
import { brandSelectData, categorySelectData, pickerSearch } from './get-catalog-options.ts'

/** What a picker shows: each entry's value and label. */
const shown = (entries: { value: string; label: string }[]) =>
  entries.map(({ value, label }) => ({ value, label }))

const options = {
  categories: [
    { id: 6, name: 'Supplements', nameMy: 'ဖြည့်စွက်စာ', parentId: 2, isActive: true },
    { id: 7, name: 'Vitamins', nameMy: 'ဗီတာမင်', parentId: 6, isActive: true },
    { id: 9, name: 'Old Teas', nameMy: null, parentId: 6, isActive: false },
  ],
  brands: [
    { id: 1, name: 'Yoma Care', nameMy: null, isActive: true },
    { id: 2, name: 'Shwe Pyi Nann', nameMy: 'ရွှေပြည်နန်း', isActive: false },
  ],
}

describe('catalogue picker entries', () => {
  it('names each category with its parent and marks retired ones', () => {
    expect(shown(categorySelectData(options, adminCatalog, 'en'))).toEqual([
      { value: '6', label: 'Supplements' },
      { value: '7', label: 'Vitamins · Supplements' },
      { value: '9', label: 'Old Teas · Supplements (inactive)' },
    ])
  })

  it('leaves a category out of its own parent picker', () => {
    expect(categorySelectData(options, adminCatalog, 'en', 7).map((entry) => entry.value)).toEqual([
      '6',
      '9',
    ])
  })

  it('marks retired brands', () => {
    expect(brandSelectData(options, adminCatalog, 'en').map((entry) => entry.label)).toEqual([
      'Yoma Care',
      'Shwe Pyi Nann (inactive)',
    ])
  })

  it('names entries in Burmese on Burmese pages where a Burmese name is written, in their order', () => {
    expect(shown(categorySelectData(options, adminCatalogMy, 'my'))).toEqual([
      { value: '9', label: 'Old Teas · ဖြည့်စွက်စာ (ပိတ်ထား)' },
      { value: '6', label: 'ဖြည့်စွက်စာ' },
      { value: '7', label: 'ဗီတာမင် · ဖြည့်စွက်စာ' },
    ])
    expect(brandSelectData(options, adminCatalogMy, 'my').map((entry) => entry.label)).toEqual([
      'Yoma Care',
      'ရွှေပြည်နန်း (ပိတ်ထား)',
    ])
  })

  it('keeps the API’s order (by English name) on English pages', () => {
    const reversed = { ...options, categories: [...options.categories].reverse() }
    expect(categorySelectData(reversed, adminCatalog, 'en').map((entry) => entry.value)).toEqual([
      '9',
      '7',
      '6',
    ])
  })

  it('finds an entry by its name in either language, whichever the page shows', () => {
    const search = (data: ReturnType<typeof categorySelectData>, typed: string) =>
      pickerSearch({ options: data, search: typed, limit: Number.POSITIVE_INFINITY }).map(
        (option) => ('value' in option ? option.value : ''),
      )
    const burmesePage = categorySelectData(options, adminCatalogMy, 'my')
    expect(search(burmesePage, 'vitamins')).toEqual(['7'])
    expect(search(burmesePage, 'ဗီတာ')).toEqual(['7'])
    // A parent's name finds its children too, as the label names it.
    expect(search(burmesePage, 'Supplements ')).toEqual(['9', '6', '7'])
    const englishPage = brandSelectData(options, adminCatalog, 'en')
    expect(search(englishPage, 'ရွှေပြည်')).toEqual(['2'])
    expect(search(englishPage, 'YOMA')).toEqual(['1'])
    expect(search(englishPage, 'nothing like it')).toEqual([])
    expect(search(englishPage, '  ')).toEqual(['1', '2'])
  })
})

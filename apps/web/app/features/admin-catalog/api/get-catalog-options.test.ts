import { describe, expect, it } from 'vitest'
import { adminCatalog } from '../../../locales/en/admin/catalog.ts'
import { brandSelectData, categorySelectData } from './get-catalog-options.ts'

const options = {
  categories: [
    { id: 6, name: 'Supplements', parentId: 2, isActive: true },
    { id: 7, name: 'Vitamins', parentId: 6, isActive: true },
    { id: 9, name: 'Old Teas', parentId: 6, isActive: false },
  ],
  brands: [
    { id: 1, name: 'Yoma Care', isActive: true },
    { id: 2, name: 'Gone Brand', isActive: false },
  ],
}

describe('catalogue picker entries', () => {
  it('names each category with its parent and marks retired ones', () => {
    expect(categorySelectData(options, adminCatalog)).toEqual([
      { value: '6', label: 'Supplements' },
      { value: '7', label: 'Vitamins · Supplements' },
      { value: '9', label: 'Old Teas · Supplements (inactive)' },
    ])
  })

  it('leaves a category out of its own parent picker', () => {
    expect(categorySelectData(options, adminCatalog, 7).map((entry) => entry.value)).toEqual([
      '6',
      '9',
    ])
  })

  it('marks retired brands', () => {
    expect(brandSelectData(options, adminCatalog).map((entry) => entry.label)).toEqual([
      'Yoma Care',
      'Gone Brand (inactive)',
    ])
  })
})

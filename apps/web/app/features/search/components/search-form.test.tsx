import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { SearchForm } from './search-form.tsx'

beforeAll(() => loadAllTexts())

const form = () => document.querySelector('form') as HTMLFormElement

describe("the search page's own form", () => {
  it('searches /search-results in English', () => {
    renderInApp(<SearchForm filter="zinc" />, { url: '/search-results?filter=zinc' })
    expect(form().getAttribute('action')).toBe('/search-results')
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy()
  })

  it('stays on the Burmese search page under /my, with Burmese labels', () => {
    renderInApp(<SearchForm filter="zinc" />, { url: '/my/search-results?filter=zinc' })
    expect(form().getAttribute('action')).toBe('/my/search-results')
    expect(screen.getByRole('button', { name: 'ရှာမည်' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull()
  })
})

import { formatLongDate } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { articleFixture, articleSummaryFixture } from '../test/article-fixture.ts'
import { ArticleCard } from './article-card.tsx'
import { ArticleDetail } from './article-detail.tsx'
import { ArticleListHeader } from './article-list-header.tsx'

beforeAll(() => loadAllTexts())

describe('articles in the page language', () => {
  it('writes the article in English at the spec paths', () => {
    renderInApp(<ArticleDetail article={articleFixture()} />, { url: '/articles/3' })
    expect(screen.getByText('By Dr. Aye Aye Thant')).toBeTruthy()
    expect(screen.getByText('1 March, 2025')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe(
      '/articles',
    )
  })

  it('writes the article in Burmese under /my: author line, Burmese date, way back', () => {
    renderInApp(<ArticleDetail article={articleFixture()} />, { url: '/my/articles/3' })
    expect(screen.getByText('ရေးသားသူ - Dr. Aye Aye Thant')).toBeTruthy()
    expect(screen.queryByText('By Dr. Aye Aye Thant')).toBeNull()
    expect(screen.getByText(formatLongDate('2025-03-01T03:00:00.000Z', 'my'))).toBeTruthy()
    expect(screen.queryByText('1 March, 2025')).toBeNull()
    expect(screen.getByRole('link', { name: 'ဆောင်းပါးအားလုံး' }).getAttribute('href')).toBe(
      '/my/articles',
    )
  })

  it('dates the card and names the list in Burmese under /my', () => {
    renderInApp(
      <>
        <ArticleListHeader />
        <ArticleCard article={articleSummaryFixture()} />
      </>,
      { url: '/my/articles' },
    )
    expect(screen.getByRole('heading', { name: 'ဆောင်းပါးများ' })).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'ဆောင်းပါး ရှာရန်' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Articles' })).toBeNull()
    expect(screen.queryByRole('searchbox', { name: 'Search articles' })).toBeNull()
    expect(screen.getByText(formatLongDate('2025-03-01T03:00:00.000Z', 'my'))).toBeTruthy()
    expect(screen.getByRole('link', { name: /Five foods/ }).getAttribute('href')).toBe(
      '/my/articles/3',
    )
  })
})

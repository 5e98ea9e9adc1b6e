import type { Announcement, AnnouncementList } from '@kyanma/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loaderCache, pageWithLoaderData, renderInApp } from '#test/render.tsx'
import { announcementQuery } from '../features/announcements/api/get-announcement.ts'
import { announcementListQuery } from '../features/announcements/api/get-announcements.ts'
import { announcementFixture } from '../features/announcements/test/announcement-fixture.ts'
import { stubApi } from '../features/product/test/product-fixture.ts'
import { textsIn } from '../lib/texts.ts'
import { announcements as announcementsTexts } from '../locales/en/announcements.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import AnnouncementDetail, { loader } from './announcement-detail.tsx'
import Announcements from './announcements.tsx'

const list = (count: number, total = count): AnnouncementList => ({
  data: Array.from({ length: count }, (_, i) => announcementFixture({ id: i + 1 })),
  total,
  pageSize: 12,
})

function renderList(page: AnnouncementList, url = '/announcements') {
  const dehydratedState = loaderCache([[announcementListQuery(0).queryKey, page]])
  return renderInApp(pageWithLoaderData(Announcements, { dehydratedState }), { url })
}

function renderDetail(announcement: Announcement, url = `/announcements/${announcement.id}`) {
  const dehydratedState = loaderCache([[announcementQuery(announcement.id).queryKey, announcement]])
  const loaderData = { id: announcement.id, head: announcement, dehydratedState }
  return renderInApp(pageWithLoaderData(AnnouncementDetail, loaderData), { url })
}

describe('announcements', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists banner, title cut at 30, description cut at 28 and date, 12 a page', () => {
    stubApi({ '/api/public/announcement/settings': list(12, 13) })
    renderList(list(12, 13))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Announcements')
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(12)
    const card = within(cards[0] as HTMLElement)
    expect(card.getByRole('link').textContent).toBe('Thingyan holiday opening hours...')
    expect(card.getByRole('link').getAttribute('href')).toBe('/announcements/1')
    expect(card.getByText('We close from 13 to 17 April...')).toBeTruthy()
    expect(card.getByText('1 April, 2025')).toBeTruthy()
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/banner-9-thumb.webp')
    const pager = within(screen.getByRole('navigation', { name: 'Announcement pages' }))
    expect(pager.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/announcements?page=2',
    )
  })

  it('says so when there are none', () => {
    stubApi({ '/api/public/announcement/settings': list(0) })
    renderList(list(0))
    expect(screen.getByText('There are no announcements yet.')).toBeTruthy()
  })

  it('shows the whole announcement: banner, title, date and description', () => {
    stubApi({ '/api/public/products/RECOMMENDED': { data: [], total: 0, pageSize: 4 } })
    renderDetail(announcementFixture())
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thingyan holiday opening hours for all our shops',
    )
    expect(screen.getByText('1 April, 2025')).toBeTruthy()
    expect(screen.getByText(/Orders placed then ship on 18 April\./)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Thingyan water festival' }).getAttribute('src')).toBe(
      '/media/banner-9.webp',
    )
  })

  it('answers 404 when the API has no such announcement', async () => {
    const api = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 'NOT_FOUND', message: 'This announcement does not exist.' }),
          {
            status: 404,
            headers: { 'content-type': 'application/json' },
          },
        ),
    )
    // biome-ignore lint/suspicious/noExplicitAny: the loader reads only the in-process API
    const context = { apiFetch: api } as any
    await expect(loader({ params: { id: '999' }, context } as never)).rejects.toMatchObject({
      init: { status: 404 },
    })
  })
})

describe('announcements under /my (issue 15)', () => {
  beforeAll(() => loadAllTexts())
  afterEach(() => vi.unstubAllGlobals())

  it('heads the list in Burmese and links each card within /my', async () => {
    stubApi({ '/api/public/announcement/settings': list(2) })
    renderList(list(2), '/my/announcements')
    const burmese = textsIn('my', announcementsTexts)
    const title = await screen.findByRole('heading', { level: 1 })
    expect(title.textContent).toBe(burmese.heading)
    expect(title.textContent).not.toBe(announcementsTexts.heading)
    expect(screen.getByText(burmese.subheading)).toBeTruthy()
    const card = within(screen.getAllByRole('article')[0] as HTMLElement)
    expect(card.getByRole('link').getAttribute('href')).toBe('/my/announcements/1')
  })

  it('marks a title sent in English with lang="en" on the card and the page, and nothing else', async () => {
    const fallback = { ...announcementFixture({ id: 1 }), englishFields: ['title'] }
    stubApi({ '/api/public/announcement/settings': { data: [fallback], total: 1, pageSize: 12 } })
    const { unmount } = renderList(
      { data: [fallback], total: 1, pageSize: 12 },
      '/my/announcements',
    )
    const card = await screen.findByRole('article')
    expect([...card.querySelectorAll('[lang]')].map((element) => element.tagName)).toEqual(['A'])
    expect(card.querySelector('a')?.getAttribute('lang')).toBe('en')
    unmount()
    stubApi({ '/api/public/products/RECOMMENDED': { data: [], total: 0, pageSize: 4 } })
    renderDetail(fallback, '/my/announcements/1')
    const page = await screen.findByRole('article')
    expect(screen.getByTestId('announcement-title').getAttribute('lang')).toBe('en')
    expect(page.querySelectorAll('[lang]')).toHaveLength(1)
  })

  it('puts no lang on an English page', () => {
    stubApi({ '/api/public/products/RECOMMENDED': { data: [], total: 0, pageSize: 4 } })
    renderDetail(announcementFixture())
    expect(screen.getByRole('article').querySelector('[lang]')).toBeNull()
  })
})

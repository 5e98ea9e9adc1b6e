import { formatLongDate } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { announcementFixture } from '../test/announcement-fixture.ts'
import { AnnouncementCard } from './announcement-card.tsx'
import { AnnouncementDetail } from './announcement-detail.tsx'

beforeAll(() => loadAllTexts())

describe('announcements in the page language', () => {
  it('dates the announcement in English at the spec paths', () => {
    renderInApp(<AnnouncementDetail announcement={announcementFixture()} />, {
      url: '/announcements/5',
    })
    expect(screen.getByText('1 April, 2025')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe(
      '/announcements',
    )
  })

  it('dates it in Burmese and leads back to the Burmese list under /my', () => {
    renderInApp(<AnnouncementDetail announcement={announcementFixture()} />, {
      url: '/my/announcements/5',
    })
    expect(screen.getByText(formatLongDate('2025-04-01T02:00:00.000Z', 'my'))).toBeTruthy()
    expect(screen.queryByText('1 April, 2025')).toBeNull()
    expect(screen.getByRole('link', { name: 'ကြေညာချက်အားလုံး' }).getAttribute('href')).toBe(
      '/my/announcements',
    )
    expect(screen.queryByRole('link', { name: 'All announcements' })).toBeNull()
  })

  it('dates the card in Burmese under /my', () => {
    renderInApp(<AnnouncementCard announcement={announcementFixture()} />, {
      url: '/my/announcements',
    })
    expect(screen.getByText(formatLongDate('2025-04-01T02:00:00.000Z', 'my'))).toBeTruthy()
    expect(screen.getByRole('link', { name: /Thingyan/ }).getAttribute('href')).toBe(
      '/my/announcements/5',
    )
  })
})

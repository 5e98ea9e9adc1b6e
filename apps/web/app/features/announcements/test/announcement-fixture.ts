import type { Announcement } from '@kyanma/shared'

/** An announcement as GET /public/announcement/settings answers it. */
export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 5,
    title: 'Thingyan holiday opening hours for all our shops',
    description: 'We close from 13 to 17 April.\nOrders placed then ship on 18 April.',
    bannerImage: {
      id: 9,
      urls: { public: '/media/banner-9.webp', thumbnail: '/media/banner-9-thumb.webp' },
      width: 1200,
      height: 630,
      alt: 'Thingyan water festival',
    },
    createdAt: '2025-04-01T02:00:00.000Z',
    ...overrides,
  }
}

import type { Announcement } from '@kyanma/shared'
import { imageFixture } from '#test/image-fixture.ts'

/** An announcement as GET /public/announcement/settings answers it. */
export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 5,
    title: 'Thingyan holiday opening hours for all our shops',
    description: 'We close from 13 to 17 April.\nOrders placed then ship on 18 April.',
    bannerImage: imageFixture(9, 'banner-9', 'Thingyan water festival'),
    createdAt: '2025-04-01T02:00:00.000Z',
    ...overrides,
  }
}

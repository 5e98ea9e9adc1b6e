import { contentDetailRoute } from '../components/layout/content-detail-route.tsx'
import { announcementQuery } from '../features/announcements/api/get-announcement.ts'
import { AnnouncementDetail } from '../features/announcements/components/announcement-detail.tsx'
import { loadDetailOnServer } from '../lib/detail-page.server.ts'
import { loadDetailInBrowser } from '../lib/detail-page.ts'
import { announcements as announcementsTexts } from '../locales/en/announcements.ts'
import type { Route } from './+types/announcement-detail'

/** /announcements/{id}: the announcement comes with the HTML; 404 when there is none. */
const announcement = contentDetailRoute({
  query: announcementQuery,
  picture: (item) => item.bannerImage,
  render: (item) => <AnnouncementDetail announcement={item} />,
  texts: announcementsTexts,
})

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDetailOnServer(context, params.id, announcement.fetchWithRecommendations)

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadDetailInBrowser(params.id, announcement.fetchHead)

export const meta = (args: Route.MetaArgs) => announcement.meta(args)

export default announcement.Component

import { ContentDetailPage } from '../components/layout/content-detail-page.tsx'
import {
  announcementQuery,
  useAnnouncement,
} from '../features/announcements/api/get-announcement.ts'
import { AnnouncementDetail } from '../features/announcements/components/announcement-detail.tsx'
import { contentDetailRoute } from '../lib/content-detail-route.tsx'
import { loadDetailOnServer } from '../lib/detail-page.server.ts'
import { loadDetailInBrowser } from '../lib/detail-page.ts'
import { useTexts } from '../lib/texts.ts'
import { announcements as announcementsTexts } from '../locales/en/announcements.ts'
import type { Route } from './+types/announcement-detail'

function AnnouncementPage({ id }: { id: number }) {
  const announcement = useAnnouncement(id)
  const texts = useTexts(announcementsTexts)
  return (
    <ContentDetailPage youMayAlsoLike={texts.youMayAlsoLike}>
      <AnnouncementDetail announcement={announcement} />
    </ContentDetailPage>
  )
}

/** /announcements/{id}: the announcement comes with the HTML; 404 when there is none. */
const announcement = contentDetailRoute({
  query: announcementQuery,
  picture: (item) => item.bannerImage,
  Page: AnnouncementPage,
})

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDetailOnServer(context, params.id, announcement.fetchHead)

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadDetailInBrowser(params.id, announcement.fetchHead)

export const meta = (args: Route.MetaArgs) => announcement.meta(args)

export default announcement.Component

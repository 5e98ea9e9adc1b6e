import type { Announcement } from '@kyanma/shared'
import { HydrationBoundary } from '@tanstack/react-query'
import { ContentDetailPage } from '../components/layout/content-detail-page.tsx'
import {
  announcementQuery,
  useAnnouncement,
} from '../features/announcements/api/get-announcement.ts'
import { AnnouncementDetail } from '../features/announcements/components/announcement-detail.tsx'
import { loadDetailOnServer } from '../lib/detail-page.server.ts'
import {
  detailPageMeta,
  type FetchDetail,
  loadDetailInBrowser,
  orNotFound,
} from '../lib/detail-page.ts'
import { useTexts } from '../lib/texts.ts'
import { announcements as announcementsTexts } from '../locales/en/announcements.ts'
import type { Route } from './+types/announcement-detail'

/** What the head needs, without the content (it would travel twice in the HTML). */
type AnnouncementHead = Pick<Announcement, 'title' | 'description' | 'bannerImage'>

const fetchAnnouncement: FetchDetail<AnnouncementHead> = (id, queryClient, api) =>
  orNotFound(async () => {
    const { title, description, bannerImage } = await queryClient.fetchQuery(
      announcementQuery(id, api),
    )
    return { title, description, bannerImage }
  })

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadDetailOnServer(context, params.id, fetchAnnouncement)

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadDetailInBrowser(params.id, fetchAnnouncement)

export function meta(args: Route.MetaArgs) {
  const head = args.loaderData?.head
  return detailPageMeta(
    args,
    head && {
      title: head.title,
      description: head.description,
      image: head.bannerImage?.urls.public,
      imageAlt: head.bannerImage?.alt || head.title,
      type: 'article',
    },
  )
}

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
export default function AnnouncementDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AnnouncementPage key={loaderData.id} id={loaderData.id} />
    </HydrationBoundary>
  )
}

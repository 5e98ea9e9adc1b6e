import { Container, Stack } from '@mantine/core'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import {
  announcementQuery,
  useAnnouncement,
} from '../features/announcements/api/get-announcement.ts'
import { AnnouncementDetail } from '../features/announcements/components/announcement-detail.tsx'
import { RecommendedProducts } from '../features/catalog/components/recommended-products.tsx'
import type { ApiFetch } from '../lib/api-client.ts'
import { idParam, orNotFound } from '../lib/detail-page.ts'
import { languageOfPath } from '../lib/language.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { announcements as announcementsTexts } from '../locales/en/announcements.ts'
import type { Route } from './+types/announcement-detail'

const fetchAnnouncement = (id: number, queryClient: QueryClient, api?: ApiFetch) =>
  orNotFound(() => queryClient.fetchQuery(announcementQuery(id, api)))

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idParam(params.id)
  const { result: head, dehydratedState } = await prefetchOnServer(context, (queryClient, api) =>
    fetchAnnouncement(id, queryClient, api),
  )
  return { id, head, dehydratedState }
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = idParam(params.id)
  const { result: head, dehydratedState } = await prefetchInBrowser((queryClient) =>
    fetchAnnouncement(id, queryClient),
  )
  return { id, head, dehydratedState }
}

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  const head = args.loaderData?.head
  if (!head) return [{ title: pageTitle(textsIn(language).pages.notFound, language) }]
  return seoMeta(args, {
    title: head.title,
    description: head.description,
    image: head.bannerImage?.urls.public,
    imageAlt: head.bannerImage?.alt || head.title,
    type: 'article',
  })
}

function AnnouncementPage({ id }: { id: number }) {
  const announcement = useAnnouncement(id)
  const announcementTexts = useTexts(announcementsTexts)
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <AnnouncementDetail announcement={announcement} />
        {/* Spec section 2: the detail has a 'YOU MAY ALSO LIKE' block too. */}
        <RecommendedProducts title={announcementTexts.youMayAlsoLike} />
      </Stack>
    </Container>
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

import { Container, Stack, Text, Title } from '@mantine/core'
import { HydrationBoundary } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { announcementListQuery } from '../features/announcements/api/get-announcements.ts'
import { AnnouncementResults } from '../features/announcements/components/announcement-results.tsx'
import { languageOfPath } from '../lib/language.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { announcements as announcementsTexts } from '../locales/en/announcements.ts'
import type { Route } from './+types/announcements'

/** The address's 1-based ?page; anything else is the first page. */
const pageOf = (params: URLSearchParams) => {
  const text = params.get('page') ?? ''
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1
}
const pageOfRequest = (request: Request) => pageOf(new URL(request.url).searchParams)

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOfRequest(request)
  return prefetchOnServer(context, (queryClient, api) =>
    queryClient.prefetchQuery(announcementListQuery(page - 1, api)),
  )
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageOfRequest(request)
  return prefetchInBrowser((queryClient) =>
    queryClient.prefetchQuery(announcementListQuery(page - 1)),
  )
}

export function meta(args: Route.MetaArgs) {
  const texts = textsIn(languageOfPath(args.location.pathname), announcementsTexts)
  return seoMeta(args, { title: texts.heading, description: texts.meta.description }, ['page'])
}

function AnnouncementList() {
  const [searchParams] = useSearchParams()
  const texts = useTexts(announcementsTexts)
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{texts.heading}</Title>
          <Text c="dimmed">{texts.subheading}</Text>
        </div>
        <AnnouncementResults page={pageOf(searchParams)} />
      </Stack>
    </Container>
  )
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AnnouncementList />
    </HydrationBoundary>
  )
}

import { Text } from '@mantine/core'
import { CardGridPage, CardGridSkeletons } from '#app/components/ui/card-grid-page.tsx'
import { LoadFailed } from '#app/components/ui/load-failed.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { announcements as announcementsTexts } from '#app/locales/en/announcements.ts'
import { useAnnouncementList } from '../api/get-announcements.ts'
import { AnnouncementCard } from './announcement-card.tsx'

const pageHref = (page: number) =>
  page > 1 ? `${paths.announcements}?page=${page}` : paths.announcements

/** A page of announcements, newest first, 12 a page; `page` is the 1-based page of the address. */
export function AnnouncementResults({ page }: { page: number }) {
  const texts = useTexts(announcementsTexts)
  const { data, isPending, isError, refetch } = useAnnouncementList(page - 1)
  if (isError && !data)
    return <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={refetch} />
  if (isPending || !data) return <CardGridSkeletons cardHeight={280} />
  if (data.data.length === 0)
    return (
      <Text ta="center" py={48}>
        {texts.empty}
      </Text>
    )
  return (
    <CardGridPage
      page={page}
      totalPages={Math.ceil(data.total / data.pageSize)}
      hrefFor={pageHref}
      pagerTexts={texts.pager}
    >
      {data.data.map((announcement, index) => (
        <AnnouncementCard key={announcement.id} announcement={announcement} eager={index < 3} />
      ))}
    </CardGridPage>
  )
}

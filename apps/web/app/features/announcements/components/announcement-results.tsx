import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { LinkPager } from '#app/components/ui/link-pager.tsx'
import { LoadFailed } from '#app/components/ui/load-failed.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { announcements as announcementsTexts } from '#app/locales/en/announcements.ts'
import { useAnnouncementList } from '../api/get-announcements.ts'
import { AnnouncementCard } from './announcement-card.tsx'

const COLUMNS = { base: 1, xs: 2, md: 3 } as const
const skeletons = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`)
const pageHref = (page: number) =>
  page > 1 ? `${paths.announcements}?page=${page}` : paths.announcements

/** A page of announcements, newest first, 12 a page; `page` is the 1-based page of the address. */
export function AnnouncementResults({ page }: { page: number }) {
  const texts = useTexts(announcementsTexts)
  const { data, isPending, isError, refetch } = useAnnouncementList(page - 1)
  if (isError && !data)
    return <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={refetch} />
  if (isPending || !data)
    return (
      <SimpleGrid cols={COLUMNS} spacing="md">
        {skeletons.map((key) => (
          <Skeleton key={key} height={280} />
        ))}
      </SimpleGrid>
    )
  if (data.data.length === 0)
    return (
      <Text ta="center" py={48}>
        {texts.empty}
      </Text>
    )
  return (
    <Stack gap="md">
      <SimpleGrid cols={COLUMNS} spacing="md">
        {data.data.map((announcement, index) => (
          <AnnouncementCard key={announcement.id} announcement={announcement} eager={index < 3} />
        ))}
      </SimpleGrid>
      <LinkPager
        page={page}
        totalPages={Math.ceil(data.total / data.pageSize)}
        hrefFor={pageHref}
        texts={texts.pager}
      />
    </Stack>
  )
}

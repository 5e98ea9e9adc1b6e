import { Center, Loader, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { LoadFailed } from '#app/components/ui/load-failed.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { usePointHistories } from '#app/features/profile/api/get-point-histories.ts'
import { pointDateRange } from '#app/features/profile/point-date-range.ts'
import { useTexts } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { PointHistoryEntryRow } from './point-history-entry.tsx'
import { noPointFilters, type PointFilters, PointHistoryFilters } from './point-history-filters.tsx'
import classes from './points.module.css'

/**
 * The history (spec section 2): every point received and used, newest first, 10 a page, with
 * the All / Received / Used filter and a date range. A changed filter starts at its first page.
 */
export function PointHistory() {
  const texts = useTexts(pointTexts).history
  const [filters, setFilters] = useState<PointFilters>(noPointFilters)
  const [page, setPage] = useState(0)
  const range = pointDateRange(filters.startDay, filters.endDay)
  const { data, isError, refetch } = usePointHistories({
    page,
    ...(filters.direction && { filter: filters.direction }),
    ...(range.start && { start: range.start }),
    ...(range.end && { end: range.end }),
  })
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0
  const filtered = filters !== noPointFilters

  return (
    <SectionCard title={texts.title}>
      <Stack gap="md">
        <PointHistoryFilters
          value={filters}
          reversed={range.reversed}
          onChange={(next) => {
            setFilters(next)
            setPage(0)
          }}
        />
        {!data ? (
          isError ? (
            <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={refetch} py="xl" />
          ) : (
            <Center py="xl">
              <Loader aria-label={texts.loading} />
            </Center>
          )
        ) : data.data.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {filtered ? texts.noMatch : texts.empty}
          </Text>
        ) : (
          <ul className={classes.entries} aria-label={texts.title}>
            {data.data.map((entry) => (
              <PointHistoryEntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <Pager page={page} pages={pages} onChange={setPage} texts={texts} label={texts.pages} />
        )}
      </Stack>
    </SectionCard>
  )
}

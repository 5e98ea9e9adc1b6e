import { SimpleGrid, Skeleton, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { LinkPager, type LinkPagerTexts } from './link-pager.tsx'

// One card a row on phones, up to three on computers.
const COLUMNS = { base: 1, xs: 2, md: 3 } as const
const skeletons = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`)

/** A page of article or announcement cards, then numbered page links. */
export function CardGridPage({
  children,
  page,
  totalPages,
  hrefFor,
  pagerTexts,
  busy,
}: {
  children: ReactNode
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  pagerTexts: LinkPagerTexts
  /** Another page's cards still show while this one loads. */
  busy?: boolean
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={COLUMNS} spacing="md" aria-busy={busy}>
        {children}
      </SimpleGrid>
      <LinkPager page={page} totalPages={totalPages} hrefFor={hrefFor} texts={pagerTexts} />
    </Stack>
  )
}

/** The grid's cards while the first page loads, each about a card's height. */
export function CardGridSkeletons({ cardHeight }: { cardHeight: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md">
      {skeletons.map((key) => (
        <Skeleton key={key} height={cardHeight} />
      ))}
    </SimpleGrid>
  )
}

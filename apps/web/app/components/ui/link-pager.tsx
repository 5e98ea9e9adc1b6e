import { burmeseDigits } from '@kyanma/shared'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useLanguage } from '#app/lib/language.ts'
import { Link } from '../link.tsx'
import classes from './link-pager.module.css'
import { pageRange } from './page-range.ts'

function PageLink(props: {
  to: string | undefined
  label: string
  current?: boolean
  children: ReactNode
}) {
  if (props.to === undefined)
    return (
      // No page before the first or after the last: shown for balance, hidden from readers.
      <span className={classes.pageLink} data-disabled aria-hidden>
        {props.children}
      </span>
    )
  return (
    <Link
      to={props.to}
      preventScrollReset
      className={classes.pageLink}
      aria-label={props.label}
      aria-current={props.current ? 'page' : undefined}
    >
      {props.children}
    </Link>
  )
}

/**
 * Page numbers as real links (shareable, crawlable, usable with a keyboard), with the first and
 * last page always in reach (product listing, articles, announcements). `hrefFor` gives the
 * address of a 1-based page.
 */
export interface LinkPagerTexts {
  label: string
  previous: string
  next: string
  page: (page: number) => string
}

export function LinkPager(props: {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  texts: LinkPagerTexts
}) {
  const { page, totalPages, hrefFor, texts } = props
  // Page numbers in the page's own digits, without thousands separators (page 1250, not 1,250).
  const pageNumber = useLanguage() === 'my' ? (n: number) => burmeseDigits(String(n)) : String
  if (totalPages <= 1) return null
  return (
    <nav aria-label={texts.label} className={classes.pager}>
      <PageLink to={page > 1 ? hrefFor(page - 1) : undefined} label={texts.previous}>
        <IconChevronLeft size={16} aria-hidden />
      </PageLink>
      {pageRange(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // Two gaps can show at once; their position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap-${index}`} className={classes.gap} aria-hidden>
            …
          </span>
        ) : (
          <PageLink key={item} to={hrefFor(item)} label={texts.page(item)} current={item === page}>
            {pageNumber(item)}
          </PageLink>
        ),
      )}
      <PageLink to={page < totalPages ? hrefFor(page + 1) : undefined} label={texts.next}>
        <IconChevronRight size={16} aria-hidden />
      </PageLink>
    </nav>
  )
}

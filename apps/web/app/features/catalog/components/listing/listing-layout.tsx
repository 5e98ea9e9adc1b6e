import type { ReactNode } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import classes from './listing.module.css'

/** Filters in a column on the left from medium screens up; below, they live in a drawer. */
export function ListingLayout(props: { filters: ReactNode; children: ReactNode }) {
  const texts = useTexts(listingTexts).filters
  return (
    <div className={classes.layout}>
      <aside className={classes.sidebar} aria-label={texts.title}>
        {props.filters}
      </aside>
      <div className={classes.main}>{props.children}</div>
    </div>
  )
}

import type { ReactNode } from 'react'
import { RecommendedProducts } from '#app/features/catalog/components/recommended-products.tsx'
import layout from '../ui/layout.module.css'
import classes from './content-detail.module.css'
import { HydrateOnSight, useHydrateEverythingForCustomers } from './hydrate-on-sight.tsx'

/**
 * The page of an article or an announcement: the content, then (spec section 2) products under
 * the page's 'YOU MAY ALSO LIKE' title. On a first visit they come with the HTML (the route's
 * server loader fetches them) and hydrate when the reader gets there or first touches the page,
 * as the home page's sections do (decision 078): loaded in the browser, swapping the placeholders
 * for the cards was a task of 16-24 ms of CPU while the page started (issue 18, decision 081).
 * After an in-app visit they load when the reader scrolls near them.
 */
export function ContentDetailPage({
  children,
  youMayAlsoLike,
}: {
  children: ReactNode
  youMayAlsoLike: string
}) {
  useHydrateEverythingForCustomers()
  return (
    <div className={`${layout.container} ${classes.page}`}>
      {children}
      <HydrateOnSight>
        <RecommendedProducts title={youMayAlsoLike} />
      </HydrateOnSight>
    </div>
  )
}

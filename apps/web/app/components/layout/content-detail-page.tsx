import type { ReactNode } from 'react'
import { RecommendedProducts } from '#app/features/catalog/components/recommended-products.tsx'
import layout from '../ui/layout.module.css'
import classes from './content-detail.module.css'

/**
 * The page of an article or an announcement: the content, then (spec section 2) products under
 * the page's 'YOU MAY ALSO LIKE' title, which load in the browser.
 */
export function ContentDetailPage({
  children,
  youMayAlsoLike,
}: {
  children: ReactNode
  youMayAlsoLike: string
}) {
  return (
    <div className={`${layout.container} ${classes.page}`}>
      {children}
      <RecommendedProducts title={youMayAlsoLike} />
    </div>
  )
}

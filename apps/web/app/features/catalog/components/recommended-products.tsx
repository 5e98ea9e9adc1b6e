import { CAROUSEL_PER_SLIDE } from '@kyanma/shared'
import { useRef } from 'react'
import type from '#app/components/ui/type.module.css'
import { useNearScreen } from '#app/lib/use-near-screen.ts'
import { type ProductListParams, useProductList } from '../api/get-products.ts'
import { ProductCard } from './product-card.tsx'
import { ProductCardPlaceholder } from './product-card-placeholder.tsx'
import grid from './product-grid.module.css'
import classes from './recommended-products.module.css'

/** One slide's worth (spec section 9); with 4 a slide it shares the home section's cache entry. */
export const RECOMMENDED: ProductListParams = { type: 'RECOMMENDED', size: CAROUSEL_PER_SLIDE }

const skeletons = Array.from({ length: CAROUSEL_PER_SLIDE }, (_, i) => `skeleton-${i}`)

/**
 * 'YOU MAY ALSO LIKE' under an article or announcement: the shop's RECOMMENDED products, in a
 * plain grid (4 across, 2 on phones). It sits below the text, so it loads in the browser and the
 * server answers the page without waiting for it, once the reader scrolls near it. Hidden when the
 * shop recommends nothing.
 */
export function RecommendedProducts({ title }: { title: string }) {
  const section = useRef<HTMLElement>(null)
  const { data, isError } = useProductList(RECOMMENDED, useNearScreen(section))
  if (isError || (data && data.data.length === 0)) return null
  return (
    <section
      ref={section}
      className={classes.section}
      aria-label={title}
      data-testid="recommended-products"
    >
      <h2 className={`${type.heading} ${type.h3} ${classes.title}`}>{title}</h2>
      <div className={`${grid.grid} ${grid.fourFromMd}`}>
        {data
          ? data.data.map((product) => <ProductCard key={product.id} product={product} />)
          : skeletons.map((key) => <ProductCardPlaceholder key={key} />)}
      </div>
    </section>
  )
}

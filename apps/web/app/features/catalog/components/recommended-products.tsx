import { CAROUSEL_PER_SLIDE } from '@kyanma/shared'
import type from '#app/components/ui/type.module.css'
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
 * server answers the page without waiting for it. Hidden when the shop recommends nothing.
 */
export function RecommendedProducts({ title }: { title: string }) {
  const { data, isError } = useProductList(RECOMMENDED)
  if (isError || (data && data.data.length === 0)) return null
  return (
    <section className={classes.section} aria-label={title} data-testid="recommended-products">
      <h2 className={`${type.heading} ${type.h3} ${classes.title}`}>{title}</h2>
      <div className={`${grid.grid} ${grid.fourFromMd}`}>
        {data
          ? data.data.map((product) => <ProductCard key={product.id} product={product} />)
          : skeletons.map((key) => <ProductCardPlaceholder key={key} />)}
      </div>
    </section>
  )
}

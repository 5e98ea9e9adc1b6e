import { Link } from '../../../components/link.tsx'
import { type ProductListParams, useProductList } from '../api/get-products.ts'
import { ProductCard } from './product-card.tsx'
import { ProductCardPlaceholder } from './product-card-placeholder.tsx'
import classes from './product-section.module.css'

const placeholderKeys = (count: number) =>
  Array.from({ length: count }, (_, i) => `placeholder-${i}`)

/**
 * A titled row of products from one listing (the home page sections). `eager` marks a section of
 * the first screen; `priority` preloads its first card's picture (the page's largest first-screen
 * image when nothing bigger is above it).
 */
export function ProductSection(props: {
  title: string
  viewAllLabel: string
  viewAllHref: string
  params: ProductListParams
  eager?: boolean
  priority?: boolean
}) {
  const { data, isPending } = useProductList(props.params)
  const size = props.params.size ?? 4
  return (
    <section>
      <div className={classes.head}>
        <h2 className={classes.title}>{props.title}</h2>
        <Link to={props.viewAllHref} className={classes.viewAll}>
          {props.viewAllLabel}
        </Link>
      </div>
      <div className={classes.grid} aria-busy={isPending || undefined}>
        {isPending
          ? placeholderKeys(size).map((key) => <ProductCardPlaceholder key={key} />)
          : data?.data.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                eager={props.eager}
                priority={props.priority && index === 0}
              />
            ))}
      </div>
    </section>
  )
}

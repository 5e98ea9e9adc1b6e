import {
  CUT_LENGTH,
  cutText,
  displayPrice,
  type ProductSummary,
  priceBeforeSale,
  productLabel,
} from '@kyanma/shared'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { imageAttributes, preloadImage } from '#app/lib/responsive-image.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { FavoriteButton } from './favorite-button.tsx'
import classes from './product-card.module.css'

/**
 * How wide a card is drawn, for the browser's choice between the 320 px and 800 px pictures:
 * 2 per row below 62em (the page's 16 px padding each side and a 16 px gap), 4 per row in the
 * 1140 px container above it. Pages with another grid pass their own `sizes`.
 */
export const PRODUCT_CARD_SIZES = '(min-width: 62em) 265px, calc(50vw - 24px)'

/**
 * A product in a grid: picture with the favourite heart, short name (the link to the product),
 * strength and count, price. `eager` marks cards of the first screen (their pictures load at once, the rest when
 * scrolled near); `priority` also preloads the picture with high priority: give it to the one
 * card that is the page's largest first-screen image, if no banner is (docs/decisions/010).
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  sizes = PRODUCT_CARD_SIZES,
}: {
  product: ProductSummary
  eager?: boolean
  priority?: boolean
  sizes?: string
}) {
  const texts = useTexts()
  const format = useFormat()
  const langOf = useLangOf()
  const image = product.images[0]
  const picture = image && imageAttributes(image, sizes)
  if (picture && priority) preloadImage(picture)
  const price = displayPrice(product)
  const before = priceBeforeSale(product)
  return (
    <article className={classes.card} data-product-id={product.id}>
      <FavoriteButton productId={product.id} isFavorite={product.isFavorite} />
      {picture ? (
        <img
          {...picture}
          alt={image.alt || product.name}
          className={classes.image}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <div className={classes.placeholderImage} />
      )}
      <div className={classes.body}>
        <p className={classes.name} title={product.name} lang={langOf(product, 'name')}>
          <Link to={hrefs.product(product.id)} className={classes.link}>
            {cutText(product.name, CUT_LENGTH.productName)}
          </Link>
        </p>
        <div className={classes.label}>{format.digits(productLabel(product, texts.unitForms))}</div>
        <div className={classes.prices}>
          {price !== undefined && <span className={classes.price}>{format.ks(price)}</span>}
          {before !== undefined && <s className={classes.before}>{format.ks(before)}</s>}
        </div>
        <div className={classes.badges}>
          {!product.inStock && <span className={classes.badge}>{texts.product.outOfStock}</span>}
          {product.needAttachment && (
            <span className={classes.badge} data-kind="prescription">
              {texts.product.prescription}
            </span>
          )}
        </div>
      </div>
    </article>
  )
}

import { displayPrice, type Product, priceBeforeSale } from '@kyanma/shared'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { Link } from '#app/components/link.tsx'
import badge from '#app/components/ui/badge.module.css'
import { PlainButton } from '#app/components/ui/plain-button.tsx'
import type from '#app/components/ui/type.module.css'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import { ProductDescription } from './product-description.tsx'
import classes from './product-summary.module.css'
import { RatingLine } from './rating-line.tsx'

/**
 * Everything beside the pictures: name, rating, price, stock, brand and category, the buy
 * button and the description. Adding to the cart is the route's business (it composes the cart).
 */
export function ProductSummary({
  product,
  onAddToCart,
}: {
  product: Product
  onAddToCart: () => void
}) {
  const texts = useTexts(productTexts)
  const format = useFormat()
  const langOf = useLangOf()
  const price = displayPrice(product)
  const before = priceBeforeSale(product)
  return (
    <div className={classes.summary}>
      <h1
        className={`${type.heading} ${type.h2}`}
        data-testid="product-name"
        lang={langOf(product, 'name')}
      >
        {product.name}
      </h1>
      <RatingLine avgStars={product.avgStars} totalReviews={product.totalReviews} />
      <div className={`${classes.row} ${classes.prices}`}>
        {price !== undefined && (
          <p className={classes.price} data-testid="product-price">
            {format.ks(price)}
          </p>
        )}
        {before !== undefined && (
          <p className={`${type.text} ${type.md} ${type.dimmed} ${classes.before}`}>
            <span className={type.visuallyHidden}>{texts.priceBefore}: </span>
            {format.ks(before)}
          </p>
        )}
      </div>
      <div className={`${classes.row} ${classes.badges}`}>
        <span className={`${badge.badge} ${product.inStock ? badge.greenLight : badge.grayLight}`}>
          <span className={badge.label}>{product.inStock ? texts.inStock : texts.outOfStock}</span>
        </span>
        {product.needAttachment && (
          <span className={`${badge.badge} ${badge.greenFilled}`}>
            <span className={badge.label}>{texts.prescription}</span>
          </span>
        )}
      </div>
      {product.needAttachment && (
        <p className={`${type.text} ${type.sm} ${type.dimmed}`}>{texts.prescriptionNote}</p>
      )}
      <div className={classes.facts}>
        {product.brand && (
          <FactLink
            label={texts.brand}
            to={hrefs.brand(product.brand.id)}
            name={product.brand.name}
            lang={langOf(product.brand, 'name')}
          />
        )}
        <FactLink
          label={texts.category}
          to={hrefs.category(product.category.id)}
          name={product.category.name}
          lang={langOf(product.category, 'name')}
        />
      </div>
      <PlainButton
        size="md"
        leftSection={<IconShoppingCartPlus size={20} />}
        disabled={!product.inStock}
        onClick={onAddToCart}
        className={classes.addToCart}
      >
        {texts.addToCart}
      </PlainButton>
      <ProductDescription html={product.description} lang={langOf(product, 'description')} />
    </div>
  )
}

/** "Brand: Blackmores": a fact line whose value opens that brand's or category's listing. */
function FactLink(props: { label: string; to: string; name: string; lang: string | undefined }) {
  return (
    <p className={`${type.text} ${type.sm}`}>
      {props.label}:{' '}
      <Link to={props.to} className={type.anchor} lang={props.lang}>
        {props.name}
      </Link>
    </p>
  )
}

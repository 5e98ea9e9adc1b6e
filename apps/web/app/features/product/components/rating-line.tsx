import type from '#app/components/ui/type.module.css'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import classes from './star-rating.module.css'
import { formatStars, StarRating } from './star-rating.tsx'

/** Stars out of 10 with the value, and the review count when there are reviews. */
export function RatingLine({ avgStars, totalReviews }: { avgStars: number; totalReviews: number }) {
  const texts = useTexts(productTexts).rating
  const language = useLanguage()
  return (
    <div className={classes.line} data-testid="product-rating">
      <StarRating value={avgStars} />
      {totalReviews > 0 ? (
        <>
          <p className={`${type.text} ${type.sm} ${type.semibold}`} aria-hidden="true">
            {texts.value(formatStars(avgStars, language))}
          </p>
          <p className={`${type.text} ${type.sm} ${type.dimmed}`}>
            ({texts.reviews(totalReviews)})
          </p>
        </>
      ) : (
        <p className={`${type.text} ${type.sm} ${type.dimmed}`}>{texts.none}</p>
      )}
    </div>
  )
}

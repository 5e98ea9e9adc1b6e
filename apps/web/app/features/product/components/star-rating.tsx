import { burmeseDigits, type Language, STAR_SCALE } from '@kyanma/shared'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import classes from './star-rating.module.css'

const STARS = '★'.repeat(STAR_SCALE.max)

/** Ten small stars filled to `value` (0-10), read out as "Rated 7.8 out of 10". */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const clamped = Math.min(STAR_SCALE.max, Math.max(STAR_SCALE.min, value))
  const texts = useTexts(productTexts).rating
  const shown = formatStars(clamped, useLanguage())
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={texts.label(shown)}
      style={{ fontSize: size }}
    >
      <span className={classes.empty} aria-hidden="true">
        {STARS}
      </span>
      <span
        className={classes.filled}
        aria-hidden="true"
        style={{ width: `${(clamped / STAR_SCALE.max) * 100}%` }}
      >
        {STARS}
      </span>
    </span>
  )
}

/** 7.8 stays 7.8, 8 reads 8 (not 8.0); Burmese pages write Myanmar digits (၇.၈). */
export function formatStars(value: number, language: Language = 'en'): string {
  const shown = String(Math.round(value * 10) / 10)
  return language === 'my' ? burmeseDigits(shown) : shown
}

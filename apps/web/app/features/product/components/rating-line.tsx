import { Group, Text } from '@mantine/core'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import { formatStars, StarRating } from './star-rating.tsx'

/** Stars out of 10 with the value, and the review count when there are reviews. */
export function RatingLine({ avgStars, totalReviews }: { avgStars: number; totalReviews: number }) {
  const texts = useTexts(productTexts).rating
  const language = useLanguage()
  return (
    <Group gap="xs" data-testid="product-rating">
      <StarRating value={avgStars} />
      {totalReviews > 0 ? (
        <>
          <Text size="sm" fw={600} aria-hidden="true">
            {texts.value(formatStars(avgStars, language))}
          </Text>
          <Text size="sm" c="dimmed">
            ({texts.reviews(totalReviews)})
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      )}
    </Group>
  )
}

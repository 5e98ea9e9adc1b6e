import { Button, Skeleton, Stack, Text } from '@mantine/core'
import { BareList } from '#app/components/ui/bare-list.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'
import { useReviewStatus } from '../api/get-review-status.ts'
import { useReviews } from '../api/get-reviews.ts'
import { ReviewCompose, type Reviewer } from './review-compose.tsx'
import { ReviewItem } from './review-item.tsx'

/**
 * The product's reviews, newest first, ten at a time with 'Show more', below the form (or the
 * reason there is none, or the sign-in link) of ReviewCompose.
 */
export function ReviewList({ productId, reviewer }: { productId: number; reviewer: Reviewer }) {
  const texts = useTexts(infoTexts).reviews
  const { data, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useReviews(productId)
  // The customer's own review shows above, with Edit and Delete: not twice.
  const ownId = useReviewStatus(productId, reviewer === 'customer').data?.review?.id
  const reviews = (data?.pages.flatMap((page) => page.data) ?? []).filter(
    (review) => review.id !== ownId,
  )
  return (
    <Stack gap="md" data-testid="review-list">
      <ReviewCompose productId={productId} reviewer={reviewer} />
      {isPending && <Skeleton height={72} />}
      {!isPending && reviews.length === 0 && ownId === undefined && (
        <Text c="dimmed">{texts.empty}</Text>
      )}
      {reviews.length > 0 && (
        <BareList gap={0}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </BareList>
      )}
      {hasNextPage && (
        <Button
          variant="default"
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {texts.showMore}
        </Button>
      )}
    </Stack>
  )
}

import { Anchor, Button, Skeleton, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { productDetail as productTexts } from '../../../locales/en/product.ts'
import { useReviews } from '../api/get-reviews.ts'
import { ReviewItem } from './review-item.tsx'

/**
 * The product's reviews, newest first, ten at a time with 'Show more'. Writing one needs an
 * account; until sign-in exists the form is a link to the login page.
 */
export function ReviewList({ productId }: { productId: number }) {
  const texts = productTexts.reviews
  const { data, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useReviews(productId)
  const reviews = data?.pages.flatMap((page) => page.data) ?? []
  return (
    <Stack gap="md" data-testid="review-list">
      <Anchor component={Link} to={paths.login} fw={600}>
        {texts.signIn}
      </Anchor>
      {isPending && <Skeleton height={72} />}
      {!isPending && reviews.length === 0 && <Text c="dimmed">{texts.empty}</Text>}
      {reviews.length > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
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

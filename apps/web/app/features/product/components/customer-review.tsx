import type { OwnReview } from '@kyanma/shared'
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'
import { useReviewStatus } from '../api/get-review-status.ts'
import { useDeleteReview, useSaveReview } from '../api/save-review.ts'
import { ReviewForm } from './review-form.tsx'
import { ReviewItem } from './review-item.tsx'

/**
 * A signed-in customer's part of the reviews: the form if a delivered order held the product,
 * the reason if not, or their own review with Edit and Delete once written. Loaded on its own
 * (review-compose.tsx): the form and its validation are most of the product page's script, and
 * a visitor never needs them.
 */
export function CustomerReview({ productId }: { productId: number }) {
  const texts = useTexts(infoTexts).reviews
  const status = useReviewStatus(productId, true)
  const save = useSaveReview(productId)
  const [editing, setEditing] = useState(false)
  if (status.isPending) return <Skeleton height={40} />
  if (status.isError) return null
  const { canReview, reason, review } = status.data
  if (!canReview)
    return (
      <Text c="dimmed" data-testid="review-reason">
        {reason}
      </Text>
    )
  if (review && !editing)
    return <OwnReviewCard productId={productId} review={review} onEdit={() => setEditing(true)} />
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {review ? texts.editTitle : texts.writeTitle}
      </Title>
      <ReviewForm
        productId={productId}
        initial={review ? { stars: review.stars, review: review.review } : null}
        saving={save.isPending}
        onCancel={review ? () => setEditing(false) : undefined}
        onSubmit={(input) =>
          save.mutateAsync({ reviewId: review?.id ?? null, input }).then(() => {
            void notify.success(texts.saved)
            setEditing(false)
          })
        }
      />
    </Stack>
  )
}

function OwnReviewCard(props: { productId: number; review: OwnReview; onEdit: () => void }) {
  const texts = useTexts(infoTexts).reviews
  const { review, onEdit } = props
  const remove = useDeleteReview(props.productId)
  return (
    <Stack gap="xs" data-testid="own-review">
      <Title order={3} size="h5">
        {texts.editTitle}
      </Title>
      {review.hidden && (
        <Alert color="orange" variant="light" p="xs">
          {texts.hidden}
        </Alert>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <ReviewItem review={review} />
      </ul>
      <Group gap="sm">
        <Button size="xs" variant="light" onClick={onEdit}>
          {texts.edit}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(review.id, { onSuccess: (answer) => void notify.success(answer.message) })
          }
        >
          {texts.delete}
        </Button>
      </Group>
    </Stack>
  )
}

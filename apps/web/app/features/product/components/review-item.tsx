import type { Review } from '@kyanma/shared'
import { Avatar, Group, Text } from '@mantine/core'
import { useFormat } from '#app/lib/use-format.ts'
import { StarRating } from './star-rating.tsx'

/** One review: the customer's picture (or initials), name, stars out of 10, date and text. */
export function ReviewItem({ review }: { review: Review }) {
  const format = useFormat()
  const { displayName, profileImage } = review.customer.user
  return (
    <li
      style={{
        display: 'flex',
        gap: 12,
        padding: '12px 0',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Avatar
        src={profileImage?.urls.thumbnail}
        alt={displayName}
        name={displayName}
        color="initials"
        radius="xl"
        size={40}
      />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} size="sm">
            {displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {format.longDate(review.createdAt)}
          </Text>
        </Group>
        <StarRating value={review.stars} size={13} />
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {review.review}
        </Text>
      </div>
    </li>
  )
}

import { Button, Group, Text } from '@mantine/core'
import { favorites as texts } from '../../../../locales/en/favorites.ts'

/** Previous and next through the favourites, 4 at a time. `page` is zero-based. */
export function FavoritesPager(props: {
  page: number
  pages: number
  onChange: (page: number) => void
}) {
  const { page, pages, onChange } = props
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" size="xs" disabled={page === 0} onClick={() => onChange(page - 1)}>
        {texts.previous}
      </Button>
      <Text size="sm" aria-live="polite">
        {texts.page(page + 1, pages)}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={page >= pages - 1}
        onClick={() => onChange(page + 1)}
      >
        {texts.next}
      </Button>
    </Group>
  )
}

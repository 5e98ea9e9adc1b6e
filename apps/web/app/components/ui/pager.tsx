import { Button, Group, Text } from '@mantine/core'

/**
 * Previous and next through a paged list, with "Page x of y" between (favourites, order
 * history). `page` is zero-based. Plain buttons: Mantine's Pagination would add its styles to
 * the stylesheet every page links.
 */
export function Pager(props: {
  page: number
  pages: number
  onChange: (page: number) => void
  texts: { previous: string; next: string; page: (page: number, pages: number) => string }
  label?: string
}) {
  const { page, pages, onChange, texts } = props
  return (
    <Group
      justify="center"
      gap="sm"
      component={props.label ? 'nav' : 'div'}
      aria-label={props.label}
    >
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

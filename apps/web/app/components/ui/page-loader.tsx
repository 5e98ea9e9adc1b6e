import { Group, Loader } from '@mantine/core'

/** A customer page while the browser finds out who is signed in (never rendered with data). */
export function PageLoader() {
  return (
    <Group justify="center" py={96}>
      <Loader aria-label="Loading" />
    </Group>
  )
}

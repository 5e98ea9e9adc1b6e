import { Group, Loader } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'

/** A customer page while the browser finds out who is signed in (never rendered with data). */
export function PageLoader() {
  const texts = useTexts()
  return (
    <Group justify="center" py={96}>
      <Loader aria-label={texts.loading} />
    </Group>
  )
}

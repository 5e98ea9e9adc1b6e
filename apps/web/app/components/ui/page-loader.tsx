import { Center, Loader } from '@mantine/core'

/** A customer page while the browser finds out who is signed in (never rendered with data). */
export function PageLoader() {
  return (
    <Center py={96}>
      <Loader aria-label="Loading" />
    </Center>
  )
}

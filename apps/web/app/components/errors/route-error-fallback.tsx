import { isRouteErrorResponse } from 'react-router'
import { useTexts } from '#app/lib/texts.ts'
import { MessagePage } from './message-page.tsx'

/**
 * Spec section 8: a missing page shows 'Page not found...'; any other failure shows
 * 'Oh no! Something went wrong!' with a way home. The details go to the console only.
 */
export function RouteErrorFallback({ error }: { error: unknown }) {
  const texts = useTexts()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <MessagePage title={texts.notFound.title} action={texts.notFound.action} />
  }
  console.error(error)
  return <MessagePage title={texts.errorFallback.title} action={texts.errorFallback.action} />
}

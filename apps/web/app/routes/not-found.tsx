import { data } from 'react-router'
import { MessagePage } from '../components/errors/message-page.tsx'
import { useTexts } from '../lib/texts.ts'

export function meta() {
  return [{ title: 'Page not found | Kyanma' }]
}

// Answers 404 so search engines and monitors see a missing page, not an empty success.
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  const texts = useTexts()
  return <MessagePage title={texts.notFound.title} action={texts.notFound.action} />
}

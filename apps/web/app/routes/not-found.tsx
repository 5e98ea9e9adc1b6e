import { data } from 'react-router'
import { MessagePage } from '../components/errors/message-page.tsx'
import { languageOfPath } from '../lib/language.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import type { Route } from './+types/not-found'

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  return [{ title: pageTitle(textsIn(language).pages.notFound, language) }]
}

// Answers 404 so search engines and monitors see a missing page, not an empty success.
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  const texts = useTexts()
  return <MessagePage title={texts.notFound.title} action={texts.notFound.action} />
}

import { useMatches } from 'react-router'
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx'
import { seoMeta } from '../lib/seo.ts'
import { texts } from '../lib/texts.ts'
import type { PageKey } from '../locales/en/pages.ts'
import type { Route } from './+types/placeholder'

/** The route ids in routes.ts are `placeholder:<page key>`. */
function pageKey(routeId: string | undefined): PageKey {
  const key = routeId?.replace('placeholder:', '') ?? ''
  return (key in texts.pages ? key : 'home') as PageKey
}

export function meta(args: Route.MetaArgs) {
  const title = texts.pages[pageKey(args.matches.at(-1)?.id)]
  return seoMeta(args, { title, description: texts.placeholder.body, noindex: true })
}

/** A screen that a later issue builds: its title and a way back to the shop. */
export default function Placeholder() {
  const key = pageKey(useMatches().at(-1)?.id)
  return <PlaceholderPage title={texts.pages[key]} />
}

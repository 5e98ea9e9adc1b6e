import { Container } from '@mantine/core'
import { PageLoader } from '../components/ui/page-loader.tsx'
import { useRequireSignIn } from '../features/auth/use-require-sign-in.ts'
import { FavoriteList } from '../features/catalog/components/favorites/favorite-list.tsx'
import { languageOfPath } from '../lib/language.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn } from '../lib/texts.ts'
import { favorites as favoritesEnglish } from '../locales/en/favorites.ts'
import type { Route } from './+types/favourites'

export function meta(args: Route.MetaArgs) {
  const language = languageOfPath(args.location.pathname)
  return seoMeta(args, {
    title: textsIn(language).pages.favourites,
    description: textsIn(language, favoritesEnglish).meta,
    noindex: true,
  })
}

/**
 * /favourites: 'Favorite Items' (spec section 2), for signed-in customers only; visitors go to
 * sign in and come back. Rendered in the browser once the session is known (a personal page).
 */
export default function Favourites() {
  const current = useRequireSignIn()
  return (
    <Container size="lg" py="lg">
      {current.status === 'signed-in' ? <FavoriteList /> : <PageLoader />}
    </Container>
  )
}

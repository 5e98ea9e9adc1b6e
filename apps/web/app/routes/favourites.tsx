import { Container } from '@mantine/core'
import { PageLoader } from '../components/ui/page-loader.tsx'
import { useRequireSignIn } from '../features/auth/use-require-sign-in.ts'
import { FavoriteList } from '../features/catalog/components/favorites/favorite-list.tsx'
import { personalPageMeta } from '../lib/seo.ts'
import { favorites as favoritesEnglish } from '../locales/en/favorites.ts'
import type { Route } from './+types/favourites'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(args, 'favourites', favoritesEnglish, (texts) => texts.meta)
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

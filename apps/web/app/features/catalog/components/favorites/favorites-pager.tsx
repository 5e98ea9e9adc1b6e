import { Pager } from '#app/components/ui/pager.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { favorites as favoritesTexts } from '#app/locales/en/favorites.ts'

/** Previous and next through the favourites, 4 at a time. `page` is zero-based. */
export function FavoritesPager(props: {
  page: number
  pages: number
  onChange: (page: number) => void
}) {
  return <Pager {...props} texts={useTexts(favoritesTexts)} />
}

import { Button, Stack, Text } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { favorites as favoritesTexts } from '#app/locales/en/favorites.ts'

/** No favourites yet, or none matching the search: say which, and offer the shop. */
export function FavoritesEmpty({ search }: { search: string }) {
  const texts = useTexts(favoritesTexts)
  return (
    <Stack align="center" py={40} gap="sm" ta="center">
      <Text>{search ? texts.noMatch(search) : texts.empty}</Text>
      {!search && (
        <Button component={Link} to={paths.products} variant="light">
          {texts.browse}
        </Button>
      )}
    </Stack>
  )
}

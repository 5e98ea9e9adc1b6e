import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@kyanma/shared'
import { Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { LoadFailed } from '#app/components/ui/load-failed.tsx'
import { useFavorites } from '#app/features/catalog/api/get-favorites.ts'
import { useShopperStatus } from '#app/features/catalog/shopper-status.ts'
import { useTexts } from '#app/lib/texts.ts'
import { favorites as favoritesTexts } from '#app/locales/en/favorites.ts'
import { ProductCard } from '../product-card.tsx'
import { ProductCardPlaceholder } from '../product-card-placeholder.tsx'
import classes from './favorites.module.css'
import { FavoritesEmpty } from './favorites-empty.tsx'
import { FavoritesPager } from './favorites-pager.tsx'

const skeletons = Array.from({ length: PAGE_SIZE.favourites }, (_, i) => `skeleton-${i}`)

/**
 * 'Favorite Items' (spec section 2): a search box and up to 4 of the customer's favourites, with
 * a pager when there are more. Unmarking a heart here takes the product off the list.
 */
export function FavoriteList({ headingOrder = 1 }: { headingOrder?: 1 | 2 }) {
  const texts = useTexts(favoritesTexts)
  const [search, setSearch] = useState('')
  const [debounced, setDebounced] = useState('')
  const [page, setPage] = useState(0)
  // The list follows the typing after a pause (spec section 9); a new search starts at page 1.
  const searchLater = useDebouncedCallback((text: string) => {
    setDebounced(text.trim())
    setPage(0)
  }, SEARCH_DEBOUNCE_MS)
  const signedIn = useShopperStatus() === 'customer'
  const { data, isPending, isError, isPlaceholderData, refetch } = useFavorites(
    { search: debounced, page },
    signedIn,
  )
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0
  // The last favourite of a later page was unmarked: show the page before.
  if (data && data.data.length === 0 && page > 0 && !isPlaceholderData) setPage(page - 1)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={headingOrder} size="h2">
            {texts.title}
          </Title>
          <Text c="dimmed" size="sm">
            {texts.intro}
          </Text>
        </div>
        <TextInput
          type="search"
          aria-label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            searchLater(event.currentTarget.value)
          }}
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      {isError && !data ? (
        <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={refetch} py={32} />
      ) : data && data.total === 0 ? (
        <FavoritesEmpty search={debounced} />
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing={{ base: 'sm', md: 'md' }}
          className={classes.grid}
          aria-busy={isPlaceholderData}
        >
          {isPending || !data
            ? skeletons.map((key) => <ProductCardPlaceholder key={key} />)
            : data.data.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  sizes="(min-width: 48em) 265px, calc(50vw - 24px)"
                />
              ))}
        </SimpleGrid>
      )}
      {data && pages > 1 && <FavoritesPager page={page} pages={pages} onChange={setPage} />}
    </Stack>
  )
}

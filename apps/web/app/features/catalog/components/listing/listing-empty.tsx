import { Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import {
  activeFilterCount,
  clearFiltersChange,
  type ListingState,
} from '#app/features/catalog/listing-params.ts'
import { useListingSearch } from '#app/features/catalog/use-listing-search.ts'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'

/** Nothing to show: say why, and offer the way out that fits (fewer filters, page 1, all). */
export function ListingEmpty(props: { state: ListingState; total: number; firstPageHref: string }) {
  const texts = useTexts(listingTexts).empty
  const { apply } = useListingSearch()
  const filtered = activeFilterCount(props.state) > 0
  if (props.total > 0)
    return (
      <Stack align="center" py={48} gap="sm">
        <Text>{texts.pageBeyond}</Text>
        <Anchor component={Link} to={props.firstPageHref}>
          {texts.firstPage}
        </Anchor>
      </Stack>
    )
  return (
    <Stack align="center" py={48} gap="sm" ta="center">
      <Title order={2} size="h3">
        {texts.title}
      </Title>
      <Text c="dimmed">{filtered ? texts.withFilters : texts.plain}</Text>
      {filtered ? (
        <Button onClick={() => apply(clearFiltersChange())}>{texts.clearFilters}</Button>
      ) : (
        <Button component={Link} to={paths.products} variant="light">
          {texts.allProducts}
        </Button>
      )}
    </Stack>
  )
}

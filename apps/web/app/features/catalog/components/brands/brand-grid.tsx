import { SimpleGrid, Skeleton, Text } from '@mantine/core'
import { type BrandListParams, useBrandList } from '#app/features/catalog/api/get-brands.ts'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import { BrandCard } from './brand-card.tsx'

/** Logos on the first screen load at once; the rest as they scroll into view. */
const EAGER_LOGOS = 12

/** Every brand of the page, a few a row (two on a phone). */
export function BrandGrid({ params }: { params: BrandListParams }) {
  const texts = useTexts(listingTexts).brandsPage
  const { data, isPending } = useBrandList(params)
  if (data && data.data.length === 0) return <Text c="dimmed">{texts.empty}</Text>
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {isPending || !data
        ? Array.from({ length: EAGER_LOGOS }, (_, i) => `skeleton-${i}`).map((key) => (
            <li key={key}>
              <Skeleton height={170} />
            </li>
          ))
        : data.data.map((brand, index) => (
            <li key={brand.id}>
              <BrandCard brand={brand} eager={index < EAGER_LOGOS} />
            </li>
          ))}
    </SimpleGrid>
  )
}

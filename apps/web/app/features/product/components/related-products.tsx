import type { ProductSummary } from '@kyanma/shared'
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core'
import { lazy, type ReactNode, Suspense, useRef } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { useNearScreen } from '#app/lib/use-near-screen.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'
import { RELATED_SIZE, useRelatedProducts } from '../api/get-related.ts'

// Below the fold: the carousel's code and the products load when the section scrolls near.
const RelatedCarousel = lazy(() => import('./related-carousel.tsx'))

/** 'YOU MAY ALSO LIKE': related products in an autoplaying carousel, 4 per slide on desktop. */
export function RelatedProducts({
  productId,
  renderCard,
}: {
  productId: number
  renderCard: (product: ProductSummary) => ReactNode
}) {
  const texts = useTexts(infoTexts).related
  const section = useRef<HTMLDivElement>(null)
  const near = useNearScreen(section)
  const { data } = useRelatedProducts(productId, near)

  if (data && data.data.length === 0) return null
  const placeholder = <RelatedSkeleton />
  return (
    <Stack component="section" ref={section} gap="md" aria-label={texts.title}>
      <Title order={2} size="h3" tt="uppercase">
        {texts.title}
      </Title>
      {data ? (
        <Suspense fallback={placeholder}>
          <RelatedCarousel products={data.data} renderCard={renderCard} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Stack>
  )
}

const KEYS = Array.from({ length: Math.min(4, RELATED_SIZE) }, (_, i) => `related-${i}`)

/** The same space the cards take: a square picture and about 110 px of text under it. */
function RelatedSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" data-testid="related-skeleton">
      {KEYS.map((key, index) => (
        <Stack key={key} gap={8} display={index >= 2 ? { base: 'none', sm: 'flex' } : undefined}>
          <Skeleton style={{ aspectRatio: '1 / 1' }} h="auto" />
          <Skeleton height={102} />
        </Stack>
      ))}
    </SimpleGrid>
  )
}

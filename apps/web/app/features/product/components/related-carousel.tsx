import '@mantine/carousel/styles.css'
import type { ProductSummary } from '@kyanma/shared'
import { Carousel } from '@mantine/carousel'
import type { ReactNode } from 'react'
import { useSaveData } from '#app/lib/save-data.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'
import { useCarouselAutoplay } from './use-carousel-autoplay.ts'

/**
 * Related products, 4 per slide on desktop, 3 on tablets, 2 on phones; moves a whole slide every
 * 2000 ms until the shopper hovers or touches it, and never for reduced motion or a browser that
 * asks to save data (each slide's pictures would load as it moves).
 */
export default function RelatedCarousel({
  products,
  renderCard,
}: {
  products: ProductSummary[]
  renderCard: (product: ProductSummary) => ReactNode
}) {
  const texts = useTexts(infoTexts).related
  const still = useSaveData()
  const { setEmbla, autoplay } = useCarouselAutoplay()

  return (
    <Carousel
      data-testid="related-carousel"
      getEmblaApi={setEmbla}
      slideSize={{ base: '50%', sm: '33.333333%', md: '25%' }}
      slideGap="md"
      emblaOptions={{ align: 'start', loop: true, slidesToScroll: 'auto' }}
      plugins={still ? [] : [autoplay]}
      controlsOffset={-8}
      previousControlProps={{ 'aria-label': texts.previous }}
      nextControlProps={{ 'aria-label': texts.next }}
    >
      {products.map((product) => (
        <Carousel.Slide key={product.id}>{renderCard(product)}</Carousel.Slide>
      ))}
    </Carousel>
  )
}

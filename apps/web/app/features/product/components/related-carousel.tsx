import '@mantine/carousel/styles.css'
import { CAROUSEL_AUTOPLAY_MS, type ProductSummary } from '@kyanma/shared'
import { Carousel } from '@mantine/carousel'
import { useReducedMotion } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useSaveData } from '#app/lib/save-data.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'

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
  const reduceMotion = useReducedMotion()
  const still = useSaveData()
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const autoplay = useRef(
    Autoplay({
      delay: CAROUSEL_AUTOPLAY_MS,
      stopOnInteraction: true,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  )
  useEffect(() => {
    if (embla && reduceMotion) autoplay.current.stop()
  }, [embla, reduceMotion])

  return (
    <Carousel
      data-testid="related-carousel"
      getEmblaApi={setEmbla}
      slideSize={{ base: '50%', sm: '33.333333%', md: '25%' }}
      slideGap="md"
      emblaOptions={{ align: 'start', loop: true, slidesToScroll: 'auto' }}
      plugins={still ? [] : [autoplay.current]}
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

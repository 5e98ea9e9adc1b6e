import '@mantine/carousel/styles.css'
import type { Image } from '@kyanma/shared'
import { Carousel } from '@mantine/carousel'
import { useEffect } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import { MainImage } from './main-image.tsx'
import classes from './product-gallery.module.css'
import { useCarouselAutoplay } from './use-carousel-autoplay.ts'

/**
 * The large view as an autoplaying carousel (2000 ms, spec section 9). It stops for good once the
 * shopper hovers, drags, focuses it or picks a thumbnail, and never starts for people who ask
 * their system for reduced motion.
 */
export default function GalleryCarousel(props: {
  images: Image[]
  name: string
  selected: number
  onSelect: (index: number) => void
  stopped: boolean
}) {
  const { images, name, selected, onSelect, stopped } = props
  const texts = useTexts(productTexts).gallery
  const { embla, setEmbla, autoplay } = useCarouselAutoplay(stopped)

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== selected) embla.scrollTo(selected)
  }, [embla, selected])

  return (
    <div className={classes.frame} data-testid="gallery-carousel">
      <Carousel
        getEmblaApi={setEmbla}
        initialSlide={selected}
        emblaOptions={{ loop: true }}
        plugins={[autoplay]}
        onSlideChange={onSelect}
        previousControlProps={{ 'aria-label': texts.previous }}
        nextControlProps={{ 'aria-label': texts.next }}
      >
        {images.map((image, index) => (
          <Carousel.Slide key={image.id}>
            <MainImage image={image} name={name} priority={index === 0} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  )
}

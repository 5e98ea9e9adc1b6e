import type { Image } from '@kyanma/shared'
import { useState } from 'react'
import { preload } from 'react-dom'
import { useLargePicture, useSaveData } from '#app/lib/save-data.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import { GalleryStrip } from './gallery-strip.tsx'
import { MainImage } from './main-image.tsx'
import classes from './product-gallery.module.css'

/**
 * The product's pictures: a large view (a strip that moves by itself, gallery-strip.tsx) and
 * thumbnails. A browser that asks to save data gets a still view: no picture loaded before the
 * shopper picks it.
 */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const texts = useTexts(productTexts).gallery
  const saveData = useSaveData()
  const pictureOf = useLargePicture()
  const [selected, setSelected] = useState(0)
  const [picked, setPicked] = useState(false)
  const first = images[0]
  if (first) preload(pictureOf(first), { as: 'image', fetchPriority: 'high' })
  if (!first) return <div className={classes.frame} />

  const still = (
    <div className={classes.frame}>
      <MainImage image={images[selected] ?? first} name={name} priority={selected === 0} />
    </div>
  )
  const many = images.length > 1
  return (
    <section aria-label={texts.label} className={classes.gallery}>
      {many && !saveData ? (
        <GalleryStrip
          images={images}
          name={name}
          selected={selected}
          onSelect={setSelected}
          stopped={picked}
        />
      ) : (
        still
      )}
      {many && (
        <div className={classes.thumbnails}>
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              className={classes.thumbnail}
              aria-label={texts.show(index + 1, images.length)}
              aria-pressed={index === selected}
              onClick={() => {
                setPicked(true)
                setSelected(index)
              }}
            >
              <img src={image.urls.thumbnail} alt="" width={64} height={64} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}

import { type CategoryItem, FREE_DELIVERY_FROM_KS } from '@kyanma/shared'
import { IconArrowRight, IconPill, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react'
import { Link } from '#app/components/link.tsx'
import { ThumbnailImg } from '#app/components/ui/thumbnail-img.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { home as homeTexts } from '#app/locales/en/home.ts'
import { BANNER_PICTURE_CATEGORIES } from '../home-links.ts'
import classes from './hero-banners.module.css'

const PRODUCT_BANNERS = [
  { key: 'delivery', tone: 'green', Icon: IconTruckDelivery },
  { key: 'genuine', tone: 'red', Icon: IconShieldCheck },
  { key: 'supplements', tone: 'orange', Icon: IconPill },
] as const

/**
 * The main banner and three product banners (spec section 2, Home); every one goes to the
 * product listing. The main banner's pictures are category images the layout already loaded.
 */
export function HeroBanners({ categories = [] }: { categories?: CategoryItem[] }) {
  const banners = useTexts(homeTexts).banners
  const format = useFormat()
  const pictures = BANNER_PICTURE_CATEGORIES.flatMap((id) => {
    const image = categories.find((category) => category.id === id)?.image
    return image ? [image] : []
  })
  return (
    <section aria-label={banners.label} className={classes.banners}>
      <div className={classes.main}>
        <div className={classes.text}>
          <span className={classes.eyebrow}>{banners.main.eyebrow}</span>
          <h1 className={classes.mainTitle}>{banners.main.title}</h1>
          <p className={classes.mainLine}>{banners.main.text}</p>
          <Link to={paths.products} className={classes.mainAction}>
            {banners.main.action}
            <IconArrowRight size={18} aria-hidden />
          </Link>
        </div>
        {pictures.length > 0 && (
          <div className={classes.pictures} aria-hidden>
            {pictures.map((image) => (
              // Decorative, and hidden on phones: lazy, so phones never download them.
              <ThumbnailImg
                key={image.id}
                className={classes.picture}
                image={image}
                width={140}
                height={140}
              />
            ))}
          </div>
        )}
      </div>
      <div className={classes.products}>
        {PRODUCT_BANNERS.map(({ key, tone, Icon }) => {
          const banner = banners[key]
          return (
            <div key={key} className={classes.product} data-tone={tone}>
              <span className={classes.icon} aria-hidden>
                <Icon size={26} stroke={1.8} />
              </span>
              <div>
                <p className={classes.productTitle}>{banner.title}</p>
                <p className={classes.productLine}>
                  {key === 'delivery'
                    ? banners.delivery.text(format.ks(FREE_DELIVERY_FROM_KS))
                    : banners[key].text}
                </p>
                <Link to={paths.products} className={classes.action}>
                  {banner.action}
                  <span aria-hidden> →</span>
                </Link>
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}

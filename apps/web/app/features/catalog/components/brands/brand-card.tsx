import type { Brand } from '@kyanma/shared'
import { Text } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import classes from './brand-grid.module.css'

/** A brand's logo (or its initial), name and product count, leading to its products. */
export function BrandCard({ brand, eager }: { brand: Brand; eager: boolean }) {
  const texts = useTexts(listingTexts).brandsPage
  const nameLang = useLangOf()(brand, 'name')
  return (
    <Link to={hrefs.brand(brand.id)} className={classes.card} data-brand-id={brand.id}>
      {brand.logo ? (
        <img
          className={classes.logo}
          src={brand.logo.urls.thumbnail}
          srcSet={`${brand.logo.urls.thumbnail} 96w, ${brand.logo.urls.public} 256w`}
          sizes="96px"
          width={96}
          height={96}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : (
        <span className={classes.initial} aria-hidden lang={nameLang}>
          {brand.name.charAt(0)}
        </span>
      )}
      <span className={classes.name} lang={nameLang}>
        {brand.name}
      </span>
      <Text component="span" size="sm" c="dimmed">
        {texts.productCount(brand.productCount)}
      </Text>
    </Link>
  )
}

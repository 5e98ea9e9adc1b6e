import type { CategoryItem } from '@kyanma/shared'
import { IconAward } from '@tabler/icons-react'
import { Link } from '#app/components/link.tsx'
import { ThumbnailImg } from '#app/components/ui/thumbnail-img.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { home as homeTexts } from '#app/locales/en/home.ts'
import { CATEGORY_TILES } from '../home-links.ts'
import classes from './category-tiles.module.css'

/**
 * The home page's category tiles: Brands (its own page, drawn in CSS), then four categories with
 * the pictures the API serves for them. The name is text under the picture, so it paints first.
 */
export function CategoryTiles({ categories = [] }: { categories?: CategoryItem[] }) {
  const texts = useTexts(homeTexts).tiles
  return (
    <nav aria-labelledby="home-category-tiles">
      <h2 id="home-category-tiles" className={classes.hidden}>
        {texts.label}
      </h2>
      <ul className={classes.tiles}>
        {CATEGORY_TILES.map((tile) => {
          const image = categories.find((category) => category.id === tile.categoryId)?.image
          return (
            <li key={tile.key}>
              <Link to={tile.href} className={classes.tile}>
                {tile.categoryId === undefined ? (
                  <span className={`${classes.picture} ${classes.brands}`}>
                    <span className={classes.brandsIcon}>
                      <IconAward aria-hidden stroke={1.8} />
                    </span>
                  </span>
                ) : image ? (
                  <ThumbnailImg
                    className={classes.picture}
                    image={image}
                    width={132}
                    height={132}
                  />
                ) : (
                  <span className={classes.picture} />
                )}
                {texts[tile.key]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

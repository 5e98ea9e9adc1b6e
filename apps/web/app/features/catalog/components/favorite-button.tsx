import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useLocation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useShopperStatus } from '../shopper-status.ts'
import { FavoriteToggle } from './favorite-toggle.tsx'
import classes from './product-card.module.css'

/**
 * The heart on a product card (spec sections 2 and 4). Favourites belong to an account: a
 * visitor's heart leads to sign in and back to this page; a customer's heart marks and unmarks.
 * Until the browser knows who is there (and without JavaScript) it is the sign-in link.
 */
export function FavoriteButton({
  productId,
  isFavorite,
}: {
  productId: number
  isFavorite: boolean
}) {
  const texts = useTexts()
  const shopper = useShopperStatus()
  const location = useLocation()
  if (shopper === 'customer')
    return <FavoriteToggle productId={productId} isFavorite={isFavorite} />
  const Icon = isFavorite ? IconHeartFilled : IconHeart
  return (
    <Link
      to={hrefs.login(`${location.pathname}${location.search}`)}
      className={classes.favorite}
      aria-label={isFavorite ? texts.product.removeFavorite : texts.product.addFavorite}
      data-favorite={isFavorite || undefined}
    >
      <Icon size={18} aria-hidden="true" />
    </Link>
  )
}

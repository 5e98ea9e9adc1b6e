import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useTexts } from '../../../lib/texts.ts'
import classes from './product-card.module.css'

/**
 * The heart on a product card (spec section 2). Favourites belong to an account, so until the
 * accounts work wires the favourite call, the heart leads visitors to sign in; a product the
 * API marks as a favourite shows a filled heart.
 */
export function FavoriteButton({ isFavorite }: { isFavorite: boolean }) {
  const texts = useTexts()
  const Icon = isFavorite ? IconHeartFilled : IconHeart
  return (
    <Link
      to={paths.login}
      className={classes.favorite}
      aria-label={isFavorite ? texts.product.removeFavorite : texts.product.addFavorite}
      data-favorite={isFavorite || undefined}
    >
      <Icon size={18} aria-hidden="true" />
    </Link>
  )
}

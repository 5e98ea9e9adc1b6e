/** Product cards, sections and listings. */
export const catalog = {
  product: {
    outOfStock: 'Out of stock',
    prescription: 'Prescription',
    addFavorite: 'Add to favourites',
    removeFavorite: 'Remove from favourites',
    /** Unmarking has no text in the spec (marking says 'Thanks for supporting us!'). */
    favoriteRemoved: 'Removed from your favourites.',
  },
} as const

/** Product cards, sections and listings. */
export const catalog = {
  product: {
    outOfStock: 'Out of stock',
    prescription: 'Prescription',
    addFavorite: 'Add to favourites',
    removeFavorite: 'Remove from favourites',
  },
} as const

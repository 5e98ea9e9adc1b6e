import { defineTexts } from '../texts-registry.ts'

/** The favourites list (/favourites and the profile's Favorite Items tab). */
export const favorites = defineTexts('favorites#favorites', {
  title: 'Favorite Items',
  intro: 'The products you marked with a heart.',
  searchLabel: 'Search your favourites',
  searchPlaceholder: 'Search your favourites',
  empty: 'You have no favourite items yet. Tap the heart on a product to keep it here.',
  noMatch: (search: string) => `None of your favourite items matches "${search}".`,
  browse: 'Continue shopping',
  loadFailed: 'Your favourites could not be loaded.',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  meta: 'Your favourite health and wellness products at Kyanma.',
} as const)

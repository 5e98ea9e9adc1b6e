import { defineTexts } from '../texts-registry.ts'

/** The announcements list (/announcements) and an announcement (/announcements/{id}). */
export const announcements = defineTexts('announcements#announcements', {
  heading: 'Announcements',
  subheading: 'News from the Kyanma shop: opening hours, offers and service changes',
  empty: 'There are no announcements yet.',
  loadFailed: 'The announcements could not be loaded.',
  retry: 'Try again',
  backToList: 'All announcements',
  youMayAlsoLike: 'YOU MAY ALSO LIKE',
  pager: {
    label: 'Announcement pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
  },
  meta: {
    description: 'Announcements from Kyanma, the health and wellness shop: offers, hours and news.',
  },
} as const)

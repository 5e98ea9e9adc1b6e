import { defineTexts } from '#app/locales/texts-registry.ts'

/** The back office's list of customers' reviews, where staff hide the ones the shop cannot show. */
export const adminReviews = defineTexts('admin/reviews#adminReviews', {
  title: 'Reviews',
  searchPlaceholder: 'Review text, product or customer',
  columns: {
    product: 'Product',
    customer: 'Customer',
    stars: 'Stars',
    review: 'Review',
    written: 'Written',
    shown: 'Shown',
  },
  filter: { label: 'Show', all: 'All', visible: 'Shown', hidden: 'Hidden' },
  stars: (stars: number) => `${stars} / 10`,
  visible: 'Shown',
  hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  hiddenBy: (name: string, at: string) => `Hidden by ${name} on ${at}`,
  hide: 'Hide',
  unhide: 'Show again',
  hideTitle: 'Hide this review',
  hideIntro:
    'A hidden review leaves the product page and its average. Its author still sees it. The reason is kept in the audit log.',
  oneProduct: 'Only the reviews of one product.',
  showAll: 'Show all reviews',
  reason: 'Reason',
  reasonHint: 'For example: personal data, abuse, or about another product.',
} as const)

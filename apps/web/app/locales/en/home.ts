import { defineTexts } from '../texts-registry.ts'

/** The home page (spec section 2, Home). Quoted section titles are the spec's. */
export const home = defineTexts('home#home', {
  saleItems: 'Sale Items',
  recommended: 'Recommended Just for You',
  bestSellers: 'Best Sellers of the Month',
  newsAndArticles: 'News & Articles',
  viewAll: 'View All',
  meta: {
    description:
      'Genuine medicines, vitamins, skincare and groceries from trusted brands, delivered across Myanmar.',
  },
  banners: {
    label: 'Offers',
    main: {
      eyebrow: '100% genuine · Delivery across Myanmar',
      title: 'Your health and wellness shop, delivered to your door',
      text: 'Medicines, vitamins, skincare and everyday groceries from brands you trust, at fair prices.',
      action: 'Shop Now',
    },
    delivery: {
      title: 'Free delivery',
      text: (amount: string) => `On orders from ${amount}, from Yangon to Myitkyina`,
      action: 'Start shopping',
    },
    genuine: {
      title: '100% genuine medicines',
      text: 'From licensed distributors, checked by our pharmacists',
      action: 'Shop medicines',
    },
    supplements: {
      title: 'Vitamins & supplements',
      text: 'Daily support for the whole family',
      action: 'Shop now',
    },
  },
  tiles: {
    label: 'Shop by category',
    brands: 'Brands',
    skincare: 'Skincare',
    grocery: 'Grocery',
    books: 'Books',
    medicine: 'Medicine',
  },
  tabs: {
    supplements: 'Supplements',
    beauty: 'Beauty',
    grocery: 'Grocery',
    book: 'Book',
    medicine: 'Medicine',
    /** The phone's dropdown: its first, unselected line and its accessible name. */
    choose: 'Shop by category',
    label: (section: string) => `${section}: shop by category`,
  },
} as const)

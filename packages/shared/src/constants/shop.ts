/**
 * The shop's own details: footer, contact page, order help boxes and policies read them from here.
 * The demo shop's values are invented; a real shop changes them in this one place.
 */
export const SHOP = {
  name: 'Kyanma',
  /** As printed for people to read and dial. */
  phone: '09 790 000 100',
  /** The same number in international form, for tel: links. */
  phoneInternational: '+959790000100',
  email: 'hello@kyanma.shop',
  address: 'No. 45, Pyay Road, 7 Mile, Mayangone Township, Yangon',
  copyrightYear: 2025,
} as const

/** Spec section 9: support hours. */
export const SUPPORT_HOURS = {
  weekdays: 'Mon-Sat 9am-5pm',
  sunday: 'Sun 9am-4pm',
} as const

/** The longest Contact Us message the shop accepts (a long letter; more is abuse). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000

/** The shop does not sell to, or knowingly keep data about, children younger than this (privacy policy). */
export const MINIMUM_CUSTOMER_AGE = 13

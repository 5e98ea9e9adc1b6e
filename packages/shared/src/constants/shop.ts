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

/**
 * The six accounts a bank-transfer or mobile-banking order is paid to (spec section 9). DEMO
 * VALUES: invented account names and numbers of real Myanmar banks; a real shop puts its own here.
 */
export const BANK_ACCOUNTS = [
  { bank: 'KBZ Bank', accountName: 'Kyanma Co., Ltd.', accountNumber: '0271 0010 0123 4501' },
  { bank: 'AYA Bank', accountName: 'Kyanma Co., Ltd.', accountNumber: '0210 2010 0456 7802' },
  { bank: 'CB Bank', accountName: 'Kyanma Co., Ltd.', accountNumber: '0086 6001 0078 9003' },
  { bank: 'UAB Bank', accountName: 'Kyanma Co., Ltd.', accountNumber: '0300 1010 0011 2204' },
  { bank: 'Yoma Bank', accountName: 'Kyanma Co., Ltd.', accountNumber: '0049 1020 0333 4405' },
  { bank: 'MAB Bank', accountName: 'Kyanma Co., Ltd.', accountNumber: '0133 5010 0555 6606' },
] as const
export type BankAccount = (typeof BANK_ACCOUNTS)[number]

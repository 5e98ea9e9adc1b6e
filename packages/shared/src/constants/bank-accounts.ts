/**
 * The six accounts a bank-transfer or mobile-banking order is paid to (spec section 9). DEMO
 * VALUES: invented account names and numbers of real Myanmar banks; a real shop puts its own here.
 * Its own module, not shop.ts: the shop's details are in every page's script, these only in the
 * order page's.
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

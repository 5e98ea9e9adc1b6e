import { latinDigits } from './digits.ts'

/**
 * Myanmar phone numbers in one form. People write the same mobile number as 09 7900 00001,
 * 959790000001, +95 9 790 000 001 or in Burmese digits (၀၉...); accounts, SMS codes and rate
 * limits must see one number. The stored form is the local one: 09 followed by 7 to 9 digits.
 */

/** '09xxxxxxxx' for a Myanmar mobile number, or undefined when it is not one. */
export function normalizeMyanmarPhone(input: string): string | undefined {
  const compact = latinDigits(input).replace(/[\s\-().]/g, '')
  let national: string
  if (compact.startsWith('+959')) national = compact.slice(4)
  else if (compact.startsWith('00959')) national = compact.slice(5)
  else if (compact.startsWith('959')) national = compact.slice(3)
  else if (compact.startsWith('09')) national = compact.slice(2)
  else return undefined
  return /^\d{7,9}$/.test(national) ? `09${national}` : undefined
}

/** Whether a sign-in name is a phone number (else it is read as an email address). */
export function looksLikePhone(user: string): boolean {
  return normalizeMyanmarPhone(user) !== undefined
}

import { addDays, addYears } from './calendar-date.ts'
import {
  PRESCRIPTION_DEFAULT_VALID_DAYS,
  PRESCRIPTION_MAX_VALID_YEARS,
} from './constants/prescriptions.ts'

/**
 * The dates a pharmacist may approve a prescription until, given today's Myanmar date: from
 * today to the same date a year on. The server refuses others; the back office offers only these.
 */
export function prescriptionValidityRange(today: string): { from: string; to: string } {
  return { from: today, to: addYears(today, PRESCRIPTION_MAX_VALID_YEARS) }
}

/** The validity the back office proposes first. */
export function defaultPrescriptionValidity(today: string): string {
  return addDays(today, PRESCRIPTION_DEFAULT_VALID_DAYS)
}

import { defineTexts } from '#app/locales/texts-registry.ts'

/** The pharmacist's screens: the queue, one prescription's check, its card on an order (decision 040). */
export const adminPrescriptions = defineTexts('admin/prescriptions#adminPrescriptions', {
  title: 'Prescriptions',
  searchPlaceholder: 'Voucher no, customer name or phone',
  filter: {
    label: 'Show',
    check: 'To check',
    refused: 'Refused',
    upload: 'Waiting for upload',
    approved: 'Approved',
  },
  statuses: {
    WAITING_CHECK: 'To check',
    REFUSED: 'Refused',
    AWAITING_UPLOAD: 'Waiting for upload',
    APPROVED: 'Approved',
  },
  columns: {
    voucherNo: 'Voucher No',
    customer: 'Customer',
    placedAt: 'Placed at',
    items: 'Needs a prescription',
    images: 'Images',
    due: 'Cancelled if none by',
    reason: 'Reason',
  },
  /** A line that needs a prescription: its name and how many (already written as a number). */
  // No-break spaces: the count never starts a line of its own.
  item: (name: string, qty: string) => `${name}\u00a0×\u00a0${qty}`,
  imageCount: (count: number) => (count === 1 ? '1 image' : `${count} images`),
  noImages: 'No image yet',
  check: 'Check',
  view: 'View',
  /** The dashboard's notice while prescriptions wait for a pharmacist. */
  waiting: (count: number) =>
    count === 1 ? '1 prescription to check.' : `${count} prescriptions to check.`,
  openList: 'Open the prescriptions',
  review: {
    title: (voucherNo: string) => `Prescription for order ${voucherNo}`,
    back: 'All prescriptions',
    backToOrder: 'Back to the order',
    openOrder: 'Open the order',
    placedOn: (date: string) => `Placed on ${date}`,
    medicines: 'Medicines that need it',
    images: 'Prescription images',
    imageAlt: (n: number) => `Prescription ${n}`,
    approvedBefore: (name: string, validUntil: string) =>
      `Approved before by ${name}, valid until ${validUntil}`,
    refusedImage: 'Refused',
    notFound: 'This order does not exist.',
    loadFailed: 'This prescription could not be loaded.',
    noPrescription: 'This order needs no prescription.',
  },
  approve: {
    title: 'Approve',
    validUntil: 'Valid until',
    validHint: 'The customer may use this prescription again until this date.',
    reusedHint: 'An image approved before keeps the date given then.',
    quickLabel: 'Valid for',
    /** Quick choices of the validity, in days from today (365: the longest, a year). */
    periods: { 7: '7 days', 30: '30 days', 90: '90 days', 180: '180 days', 365: '1 year' },
    submit: 'Approve the prescription',
    done: 'The prescription is approved; the customer has been told.',
  },
  refuse: {
    title: 'Refuse',
    reason: 'Reason (the customer reads it)',
    quickLabel: 'Common reasons',
    /** Quick choices; each fills the reason, which the pharmacist may still change. */
    reasons: {
      unreadable: 'The photo is not readable.',
      expired: 'The prescription has expired.',
      notListed: 'The medicine is not on the prescription.',
      noPatient: 'The patient’s name is missing from the prescription.',
    },
    reasonNames: {
      unreadable: 'Unreadable photo',
      expired: 'Prescription expired',
      notListed: 'Medicine not on it',
      noPatient: 'Patient name missing',
    },
    submit: 'Refuse the prescription',
    done: 'The prescription is refused; the customer has been told.',
  },
  /** The outcome so far, on the check and on the order's page. */
  outcome: {
    reviewedBy: (name: string, at: string) => `Decided by ${name} on ${at}`,
    reason: (reason: string) => `Reason: ${reason}`,
    dueBy: (at: string) => `The order is cancelled on ${at} unless the customer sends an image.`,
    waitingUpload: 'The customer has not sent an image yet.',
  },
  card: {
    title: 'Prescription',
    check: 'Check the prescription',
  },
} as const)

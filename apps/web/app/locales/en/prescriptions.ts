import { PRESCRIPTION_MAX_BYTES, PRESCRIPTION_MAX_FILES } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

const MB = PRESCRIPTION_MAX_BYTES / (1024 * 1024)

/**
 * Prescriptions on the shopper's side (decision 044): the checkout's section, the order page's
 * panel, and the words the status badge and the order progress use while a pharmacist has not
 * approved the prescription. Only the order screens import this file.
 */
export const prescriptionTexts = defineTexts('prescriptions#prescriptionTexts', {
  title: 'Prescription',
  pharmacistChecks: 'Our pharmacist checks every prescription before your order is approved.',
  hint: `Take a clear photo of the whole prescription, or choose photos of it (JPEG, PNG or WebP). Large photos are made smaller before they are sent.`,
  camera: 'Take a photo',
  choose: 'Choose photos',
  photos: 'Prescription photos',
  photoAlt: (index: number) => `Prescription photo ${index}`,
  remove: (index: number) => `Remove prescription photo ${index}`,
  notImage: 'Please choose JPEG, PNG or WebP photos only.',
  tooLarge: `Each photo must be at most ${MB} MB.`,
  tooMany: `You can add at most ${PRESCRIPTION_MAX_FILES} photos.`,
  checkout: {
    neededFor: "A doctor's prescription is needed for:",
    approvedBefore: 'Use a prescription our pharmacist approved before',
    validUntil: (date: string) => `Valid until ${date}`,
    sentBefore: 'Or use a photo you sent before',
    sentOn: (date: string) => `Sent on ${date}, not checked yet`,
    missing: 'Please add a photo of your prescription, or choose one you sent before.',
    stillUploading: 'Please wait until your photos have been uploaded.',
  },
  order: {
    AWAITING_UPLOAD: (due: string) =>
      `We are waiting for a photo of your prescription. Please upload it by ${due}, or the order will be cancelled.`,
    WAITING_CHECK:
      'Our pharmacist is checking your prescription. We will let you know as soon as it is approved.',
    APPROVED: 'Our pharmacist approved your prescription.',
    refusedTitle: 'Our pharmacist could not accept your prescription',
    refusedReason: (reason: string) => `Reason: ${reason}`,
    REFUSED: (due: string) =>
      `Please send a new photo by ${due}, or cancel the order. Without a new photo by then, the order will be cancelled.`,
    sent: 'Thank you! Our pharmacist will check it soon.',
  },
  /** The status badge while the pharmacist has not approved (the order not cancelled). */
  badge: {
    AWAITING_UPLOAD: 'Prescription needed',
    WAITING_CHECK: 'Prescription check',
    REFUSED: 'Prescription refused',
  },
  /** The order progress's second step while the pharmacist has not approved. */
  step: 'Prescription check',
} as const)

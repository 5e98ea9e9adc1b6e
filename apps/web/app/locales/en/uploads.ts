import { defineTexts } from '../texts-registry.ts'

/** How a picture upload is going (receipts, prescriptions), under the picker or on a photo. */
export const uploadTexts = defineTexts('uploads#uploadTexts', {
  progress: 'Upload progress',
  sending: (percent: string) => `Uploading… ${percent}%`,
  retrying: 'The connection dropped. Trying again…',
  failed: 'The upload did not go through. Please check your connection and try again.',
  tryAgain: 'Try again',
  retryPhoto: (index: number) => `Upload photo ${index} again`,
} as const)

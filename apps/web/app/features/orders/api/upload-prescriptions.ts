import type { Prescription } from '@kyanma/shared'
import { useMutation } from '@tanstack/react-query'
import { postImages, type UploadWatch } from './post-images.ts'
import { PRESCRIPTION_FIELD } from './prescription-field.ts'

/** POST /customers/me/prescriptions: images sent before ordering; the order then names them. */
export function uploadPrescriptions(files: readonly File[], watch?: UploadWatch) {
  return postImages<Prescription[]>('/customers/me/prescriptions', PRESCRIPTION_FIELD, files, watch)
}

export function useUploadPrescriptions() {
  return useMutation({
    mutationFn: (request: { files: readonly File[]; watch?: UploadWatch }) =>
      uploadPrescriptions(request.files, request.watch),
    // Tried even offline: post-images.ts waits for the connection and says so.
    networkMode: 'always',
    // A lost connection is said on the photo, with its Try again button.
    meta: { connectionFailureShownInPlace: true },
  })
}

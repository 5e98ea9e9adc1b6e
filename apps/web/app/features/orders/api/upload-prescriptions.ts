import type { Prescription } from '@kyanma/shared'
import { useMutation } from '@tanstack/react-query'
import { type ApiFetch, browserApiFetch } from '../../../lib/api-client.ts'
import { postImages } from './post-images.ts'
import { PRESCRIPTION_FIELD } from './prescription-field.ts'

/** POST /customers/me/prescriptions: images sent before ordering; the order then names them. */
export function uploadPrescriptions(files: readonly File[], api: ApiFetch = browserApiFetch) {
  return postImages<Prescription[]>(api, '/customers/me/prescriptions', PRESCRIPTION_FIELD, files)
}

export function useUploadPrescriptions() {
  return useMutation({ mutationFn: (files: readonly File[]) => uploadPrescriptions(files) })
}

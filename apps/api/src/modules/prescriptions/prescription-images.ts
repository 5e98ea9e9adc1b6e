import { messages, PRESCRIPTION_MAX_BYTES, PRESCRIPTION_MAX_FILES } from '@kyanma/shared'
import type { FastifyRequest } from 'fastify'
import { AppError } from '#app/lib/app-error.ts'
import { readImageParts, type UploadedImage } from '../media/image-parts.ts'
import { tooManyPrescriptions } from './prescriptions.service.ts'

/** The repeated multipart field prescription images come in. */
export const PRESCRIPTION_FIELD = 'prescriptionFile'
export const PRESCRIPTION_MB = PRESCRIPTION_MAX_BYTES / (1024 * 1024)

/** The multipart plugin's limits for a prescription upload. */
export const PRESCRIPTION_UPLOAD_LIMITS = {
  fileSize: PRESCRIPTION_MAX_BYTES,
  files: PRESCRIPTION_MAX_FILES,
  fields: 10,
  fieldSize: 1024,
  parts: PRESCRIPTION_MAX_FILES + 10,
}

/**
 * The repeated `prescriptionFile` parts, checked as receipts are: JPEG, PNG or WebP by their
 * bytes (a PDF is refused with the same 415: it cannot be shown safely without rasterising it),
 * PRESCRIPTION_MAX_BYTES each, PRESCRIPTION_MAX_FILES in one request.
 */
export function readPrescriptionImages(request: FastifyRequest): Promise<UploadedImage[]> {
  return readImageParts(request, {
    field: PRESCRIPTION_FIELD,
    missing: messages.receiptMissing,
    tooLarge: () =>
      new AppError(
        'FILE_TOO_LARGE',
        413,
        messages.receiptTooLarge.replace('{mb}', String(PRESCRIPTION_MB)),
      ),
    tooMany: tooManyPrescriptions,
  })
}

import { messages } from '@kyanma/shared'
import type { FastifyRequest } from 'fastify'
import { AppError } from '#app/lib/app-error.ts'
import { uploadReadError } from '#app/lib/upload-errors.ts'
import { detectReceiptImageType, type ReceiptImageType } from './receipt-image-type.ts'

/** An uploaded image held in memory, its type read from its bytes. */
export interface UploadedImage {
  data: Buffer
  type: ReceiptImageType
}

export interface ImagePartsRules {
  /** The repeated multipart field the images come in. */
  field: string
  /** The answer when the request is not multipart at all. */
  missing: string
  /** The answers when the multipart plugin's limits stop the upload. */
  tooLarge: () => AppError
  tooMany: () => AppError
}

/**
 * Reads the repeated image parts of a multipart upload into memory (the multipart plugin's
 * limits cap their count and size), checking each one's real content: JPEG, PNG or WebP by its
 * first bytes, never the name or the declared type (anything else: 415). Other fields are
 * drained and ignored; empty parts are skipped. Receipts and prescriptions read their images so.
 */
export async function readImageParts(
  request: FastifyRequest,
  rules: ImagePartsRules,
): Promise<UploadedImage[]> {
  if (!request.isMultipart()) throw AppError.badRequest(rules.missing)
  const images: UploadedImage[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (part.fieldname !== rules.field) {
        part.file.resume()
        continue
      }
      const data = await part.toBuffer()
      if (data.length === 0) continue
      const type = detectReceiptImageType(data)
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, messages.receiptNotImage)
      images.push({ data, type })
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge()
    if (code === 'FST_FILES_LIMIT') throw rules.tooMany()
    throw uploadReadError(error)
  }
  return images
}

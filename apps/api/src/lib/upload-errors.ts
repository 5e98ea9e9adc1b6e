import { messages } from '@kyanma/shared'
import { AppError } from './app-error.ts'

/**
 * What reading a multipart upload can fail with, as an answer. Our own refusals (AppError) and
 * the multipart plugin's client errors (limits, 4xx) keep their meaning; anything else thrown
 * while the body is parsed comes from the request's bytes (no boundary, a part cut short, a
 * broken header: busboy's plain Errors) and is the client's fault: 400 with a message, never 500.
 */
export function uploadReadError(error: unknown): Error {
  if (error instanceof AppError) return error
  const status = (error as { statusCode?: number }).statusCode
  if (error instanceof Error && status !== undefined && status >= 400 && status < 500) return error
  return new AppError('MALFORMED_UPLOAD', 400, messages.malformedUpload)
}

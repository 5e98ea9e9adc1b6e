import multipart from '@fastify/multipart'
import {
  AdminImageUploadQuerySchema,
  ErrorResponseSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  ImageSchema,
  messages,
} from '@kyanma/shared'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'
import { staffSchema } from '#app/lib/staff-routes.ts'
import { uploadReadError } from '#app/lib/upload-errors.ts'
import { requireStaff } from '#app/plugins/auth.ts'
import { storeUploadedImage } from './image-upload.ts'

const FIELD = 'file'
const MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)

/** The one `file` part of the upload, in memory (at most IMAGE_UPLOAD_MAX_BYTES). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest(messages.imageMissing)
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== FIELD) {
        if (part.type === 'file') part.file.resume()
        continue
      }
      const data = await part.toBuffer()
      if (data.length > 0) return data
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', 413, messages.imageTooLarge.replace('{mb}', String(MB)))
    throw uploadReadError(error)
  }
  throw AppError.badRequest(messages.imageMissing)
}

/**
 * Staff upload pictures (products, categories, brands, articles, announcements) here first; the
 * answer's id is then given to the record that shows it.
 */
export function staffMediaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    })

    app.post(
      '/admin/media',
      {
        schema: staffSchema({
          summary: 'Upload a picture, resized to the storefront sizes of its purpose (staff only)',
          description:
            'multipart/form-data with one `file` part (JPEG, PNG or WebP, judged by its content). ' +
            'Stored as WebP at the sizes the storefront shows that purpose at; answers the image ' +
            'with its id.',
          querystring: AdminImageUploadQuerySchema,
          response: {
            201: ImageSchema,
            400: ErrorResponseSchema.describe('No file, an unknown purpose, or a broken upload'),
            413: ErrorResponseSchema.describe('The file is too large'),
            415: ErrorResponseSchema.describe('The file is not a JPEG, PNG or WebP picture'),
          },
        }),
      },
      async (request, reply) => {
        requireStaff(request)
        const data = await readUpload(request)
        const { purpose, alt } = request.query
        return reply.status(201).send(await storeUploadedImage(ctx, data, purpose, alt))
      },
    )
  }
}

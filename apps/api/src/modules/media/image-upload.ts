import { randomBytes } from 'node:crypto'
import {
  IMAGE_PURPOSES,
  IMAGE_UPLOAD_MAX_PIXELS,
  type Image,
  type ImagePurpose,
  messages,
} from '@kyanma/shared'
import sharp from 'sharp'
import type { Database } from '#app/db/client.ts'
import { media } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'
import { mediaFileKey, toImage } from './image-urls.ts'
import type { MediaStore } from './media-store.ts'
import { detectReceiptImageType } from './receipt-image-type.ts'

const WEBP = { quality: 80, effort: 4 } as const
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, messages.imageNotImage)

/**
 * A staff upload becomes a public picture at the sizes the storefront shows its kind at
 * (IMAGE_PURPOSES), as WebP. The file's first bytes decide whether it is an image (its name and
 * declared type are ignored); then it is decoded, turned upright, and cut or padded to the
 * kind's shape. Product photos are padded on white (no part of the pack is cut off); banners are
 * cropped to fill.
 */
export async function storeUploadedImage(
  // Only what it uses, not AppContext: the context names media's stores, so media importing it
  // would be a cycle (decision 062).
  ctx: { db: Database; media: MediaStore },
  data: Buffer,
  purpose: ImagePurpose,
  alt: string,
): Promise<Image> {
  if (!detectReceiptImageType(data)) throw notAnImage()
  const { sizes, aspect, fit } = IMAGE_PURPOSES[purpose]
  const storageKey = `uploads/${purpose}/${randomBytes(12).toString('hex')}`
  const files = await Promise.all(
    sizes.map((width) => resized(data, width, Math.round(width * aspect), fit)),
  )
  await Promise.all(
    files.map((file, index) =>
      ctx.media.files.put(
        mediaFileKey(storageKey, sizes[index] as number, 'webp'),
        file,
        'image/webp',
      ),
    ),
  )
  const largest = sizes[0] as number
  const [row] = await ctx.db
    .insert(media)
    .values({
      storageKey,
      format: 'webp',
      sizes: [...sizes],
      width: largest,
      height: Math.round(largest * aspect),
      alt,
    })
    .returning()
  if (!row) throw new Error('media row not stored')
  return toImage(row, (key) => ctx.media.publicUrl(key))
}

async function resized(data: Buffer, width: number, height: number, fit: 'contain' | 'cover') {
  try {
    return await sharp(data, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS })
      .rotate()
      .resize(width, height, { fit, background: WHITE })
      .flatten({ background: WHITE })
      .webp(WEBP)
      .toBuffer()
  } catch {
    // A truncated or forged file, or one larger than the pixel limit.
    throw notAnImage()
  }
}

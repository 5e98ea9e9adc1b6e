/**
 * A phone's camera photo of a receipt or prescription is 3-10 MB: over a slow or dropping
 * connection it takes minutes and often fails half-way (a retry sends it all again), and above
 * 5 MB the shop refuses it. Redrawn at 2,000 px on its longest side, a JPEG at quality 0.85 keeps
 * printed and handwritten text legible at about a tenth of the bytes, and leaves the photo's
 * metadata (the place it was taken) behind.
 */
const LONGEST_SIDE = 2_000
const QUALITY = 0.85
/** Pictures already this small (a screenshot of a transfer) are sent as they are. */
const SMALL_ENOUGH_BYTES = 1024 * 1024
const REDRAWN_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/** Whether this browser can redraw the picture smaller (so its size alone is no reason to refuse it). */
export function canShrink(file: File): boolean {
  return REDRAWN_TYPES.includes(file.type) && typeof createImageBitmap === 'function'
}

/** The file to upload: a smaller JPEG of the photo, or the file itself when that is not smaller. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SMALL_ENOUGH_BYTES || !canShrink(file)) return file
  let bitmap: ImageBitmap
  try {
    // Turned as the camera held it (EXIF orientation), as the browser shows it.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file // a picture this browser cannot read: the server answers for it
  }
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height))
  const width = Math.round(bitmap.width * scale)
  const height = Math.round(bitmap.height * scale)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (context) {
    // JPEG has no transparency: a PNG's clear parts become white paper, not black.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.drawImage(bitmap, 0, 0, width, height)
  }
  bitmap.close()
  if (!context) return file
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', QUALITY),
  )
  if (!blob || blob.size >= file.size) return file
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified })
}

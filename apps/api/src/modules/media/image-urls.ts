import type { Image } from '@kyanma/shared'

export interface MediaRow {
  id: number
  storageKey: string
  format: string
  sizes: number[]
  width: number
  height: number
  alt: string
}

/** The file of one size of an image; the seed and uploads write files under these keys. */
export function mediaFileKey(storageKey: string, size: number, format: string): string {
  return `${storageKey}-${size}.${format}`
}

/**
 * The API's image shape: `urls.public` is the largest size, `urls.thumbnail` the smallest.
 * `alt` replaces the stored alt text in answers that are not in English (`altIn`).
 */
export function toImage(
  row: MediaRow,
  publicUrl: (key: string) => string,
  alt: string = row.alt,
): Image {
  const largest = Math.max(...row.sizes)
  const smallest = Math.min(...row.sizes)
  return {
    id: row.id,
    urls: {
      public: publicUrl(mediaFileKey(row.storageKey, largest, row.format)),
      thumbnail: publicUrl(mediaFileKey(row.storageKey, smallest, row.format)),
    },
    width: row.width,
    height: row.height,
    alt,
  }
}

import type { Image } from '@kyanma/shared'

/**
 * A stored picture as the API answers it: the full size at `/media/{name}.webp`, the thumbnail at
 * `/media/{name}-thumb.webp`.
 */
export function imageFixture(id: number, name: string, alt: string): Image {
  return {
    id,
    urls: { public: `/media/${name}.webp`, thumbnail: `/media/${name}-thumb.webp` },
    width: 1200,
    height: 630,
    alt,
  }
}

import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { mediaFileKey } from '#app/modules/media/image-urls.ts'
import type { MediaStore } from '#app/modules/media/media-store.ts'
import { apiPath } from '#app/paths.ts'

/** One picture to store: its SVG drawing, the sizes to keep (largest first) and its aspect. */
export interface PictureJob {
  storageKey: string
  svg: () => string
  sizes: number[]
  /** Height / width. */
  aspect: number
  alt: string
}

const WEBP = { quality: 80, effort: 4 } as const
const CONCURRENT_RENDERS = 4
/**
 * Drawn pictures are kept by content hash outside any data directory, so a fresh DATA_DIR (a new
 * checkout's first start, every test run) copies them instead of drawing all of them again.
 */
const RENDER_CACHE = apiPath('../../node_modules/.cache/kyanma-demo-images/')

/**
 * Renders every picture to WebP at each size and stores it, skipping pictures whose files are
 * already there (the drawings are deterministic, so existing files are the same bytes).
 */
export async function renderPictures(media: MediaStore, jobs: PictureJob[]): Promise<number> {
  let rendered = 0
  const queue = [...jobs]
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const keys = job.sizes.map((size) => mediaFileKey(job.storageKey, size, 'webp'))
      const present = await Promise.all(keys.map((key) => media.files.has(key)))
      if (present.every(Boolean)) continue
      const svg = job.svg()
      const files = await cachedRender(svg, job)
      await Promise.all(
        keys.map((key, index) => media.files.put(key, files[index] as Buffer, 'image/webp')),
      )
      rendered++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_RENDERS }, worker))
  return rendered
}

async function cachedRender(svg: string, job: PictureJob): Promise<Buffer[]> {
  const digest = createHash('sha256')
    .update(svg)
    .update(JSON.stringify([job.sizes, job.aspect]))
    .digest('hex')
  const cacheFiles = job.sizes.map((size) =>
    path.join(RENDER_CACHE, `${digest.slice(0, 24)}-${size}.webp`),
  )
  try {
    return await Promise.all(cacheFiles.map((file) => readFile(file)))
  } catch {
    const drawing = sharp(Buffer.from(svg))
    const files = await Promise.all(
      job.sizes.map((size) =>
        drawing
          .clone()
          .resize(size, Math.round(size * job.aspect))
          .webp(WEBP)
          .toBuffer(),
      ),
    )
    await mkdir(RENDER_CACHE, { recursive: true })
    await Promise.all(cacheFiles.map((file, index) => writeFile(file, files[index] as Buffer)))
    return files
  }
}

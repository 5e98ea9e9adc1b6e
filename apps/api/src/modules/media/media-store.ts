import type { FileStore } from './file-store.ts'

/**
 * The pictures every shopper may see (products, categories, brands, articles, banners): files in
 * a FileStore, addressed in answers as /media/<key> on the shop's own origin whichever store
 * holds them (decision 047).
 */
export class MediaStore {
  constructor(readonly files: FileStore) {}

  /** The address a browser loads the file from. */
  publicUrl(key: string): string {
    return `/media/${key}`
  }
}

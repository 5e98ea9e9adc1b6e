import { access, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where image files live. The disk store keeps them under DATA_DIR/media and the server serves
 * the public ones at /media/*; an S3-style store can replace it behind the same interface.
 */
export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>
  has(key: string): Promise<boolean>
  /** The address a browser loads the file from. */
  publicUrl(key: string): string
}

export class DiskMediaStore implements MediaStore {
  constructor(readonly rootDir: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileFor(key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, data)
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(this.fileFor(key))
      return true
    } catch {
      return false
    }
  }

  publicUrl(key: string): string {
    return `/media/${key}`
  }

  private fileFor(key: string): string {
    const file = path.resolve(this.rootDir, key)
    if (!file.startsWith(this.rootDir + path.sep))
      throw new Error(`Media key escapes the store: ${key}`)
    return file
  }
}

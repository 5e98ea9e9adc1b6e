import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Files only the API hands out, after checking who asks (bank receipts). They live in a folder of
 * their own under DATA_DIR, outside the public media folder that is served to anyone at /media.
 */
export class PrivateFileStore {
  constructor(readonly rootDir: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileFor(key)
    await mkdir(path.dirname(file), { recursive: true })
    // wx: a key is never overwritten (keys are random, a clash is a bug to hear about).
    await writeFile(file, data, { flag: 'wx', mode: 0o600 })
  }

  /** The file's bytes, or null when it is gone. */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileFor(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.fileFor(key)).catch(() => {})
  }

  private fileFor(key: string): string {
    const root = path.resolve(this.rootDir)
    const file = path.resolve(root, key)
    if (!file.startsWith(root + path.sep)) throw new Error(`File key escapes the store: ${key}`)
    return file
  }
}

import { createReadStream } from 'node:fs'
import { access, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertSafeKey, contentTypeOf, type FileStore, type OpenedFile } from './file-store.ts'

export interface DiskFileStoreOptions {
  /**
   * Private files (receipts, prescriptions): readable by the server's user only, and a key is
   * never overwritten (keys are random, so a clash is a bug to hear about).
   */
  private?: boolean
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Files in a folder of this machine: the default store, one process or processes sharing it. */
export class DiskFileStore implements FileStore {
  readonly rootDir: string

  constructor(
    rootDir: string,
    private readonly options: DiskFileStoreOptions = {},
  ) {
    this.rootDir = path.resolve(rootDir)
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileFor(key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, data, this.options.private ? { flag: 'wx', mode: 0o600 } : {})
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileFor(key))
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async open(key: string): Promise<OpenedFile | null> {
    const file = this.fileFor(key)
    try {
      const info = await stat(file)
      if (!info.isFile()) return null
      return {
        body: createReadStream(file),
        size: info.size,
        contentType: contentTypeOf(key),
        etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
      }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(this.fileFor(key))
      return true
    } catch {
      return false
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.fileFor(key)).catch((error) => {
      if (!isMissing(error)) throw error
    })
  }

  private fileFor(key: string): string {
    assertSafeKey(key)
    const file = path.resolve(this.rootDir, key)
    if (!file.startsWith(this.rootDir + path.sep)) throw new Error(`Key escapes the store: ${key}`)
    return file
  }
}

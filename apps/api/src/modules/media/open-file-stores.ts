import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { AppConfig } from '#app/config.ts'
import { DiskFileStore } from './disk-file-store.ts'
import type { FileStore } from './file-store.ts'
import { MediaStore } from './media-store.ts'
import { checkBucket, createS3Client } from './s3-bucket.ts'
import { S3FileStore } from './s3-file-store.ts'

export interface FileStores {
  /** Public pictures. */
  media: MediaStore
  /** Receipts and prescriptions: handed out only by the API after checking who asks. */
  privateFiles: FileStore
  /** Set when public files are in a folder that @fastify/static can serve directly. */
  publicDir?: string
  close(): void
}

/**
 * The configured stores: folders under DATA_DIR by default, one bucket otherwise (checked here,
 * so a wrong bucket or key stops the start with a message saying which).
 */
export async function openFileStores(config: AppConfig): Promise<FileStores> {
  if (config.files.kind === 'disk') {
    const publicDir = path.join(config.dataDir, 'media', 'public')
    mkdirSync(publicDir, { recursive: true })
    return {
      media: new MediaStore(new DiskFileStore(publicDir)),
      // A folder of its own, never under the public media that is served to anyone.
      privateFiles: new DiskFileStore(path.join(config.dataDir, 'private'), { private: true }),
      publicDir,
      close() {},
    }
  }
  const client = createS3Client(config.files)
  try {
    await checkBucket(client, config.files)
  } catch (error) {
    client.destroy()
    throw error
  }
  const { bucket } = config.files
  return {
    media: new MediaStore(new S3FileStore(client, bucket, 'public/')),
    privateFiles: new S3FileStore(client, bucket, 'private/'),
    close: () => client.destroy(),
  }
}

import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { assertSafeKey, contentTypeOf, type FileStore, type OpenedFile } from './file-store.ts'

/** Whether the S3 call failed because the object is not there (GET says NoSuchKey, HEAD 404). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404
}

/**
 * Files as objects in an S3-compatible bucket under one prefix (`public/` or `private/`), so
 * every server process sees the same files. The bucket itself stays private: browsers never
 * reach it, the server reads objects for them (decision 047).
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    readonly prefix: string,
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
      }),
    )
  }

  async read(key: string): Promise<Buffer | null> {
    const opened = await this.get(key)
    if (!opened) return null
    const bytes = await opened.Body?.transformToByteArray()
    return bytes ? Buffer.from(bytes) : Buffer.alloc(0)
  }

  async open(key: string): Promise<OpenedFile | null> {
    const opened = await this.get(key)
    if (!opened) return null
    return {
      body: opened.Body as Readable,
      size: opened.ContentLength ?? 0,
      contentType: opened.ContentType ?? contentTypeOf(key),
      etag: opened.ETag ?? `"${key}"`,
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      )
      return true
    } catch (error) {
      if (isMissing(error)) return false
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success, as FileStore.remove wants.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    )
  }

  private async get(key: string) {
    try {
      return await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      )
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  private objectKey(key: string): string {
    assertSafeKey(key)
    return `${this.prefix}${key}`
  }
}

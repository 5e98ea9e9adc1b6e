import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newBucket, startLocalS3 } from '#test/s3-server.ts'
import { DiskFileStore } from './disk-file-store.ts'
import type { FileStore } from './file-store.ts'
import { createS3Client } from './s3-bucket.ts'
import { S3FileStore } from './s3-file-store.ts'

const s3 = await startLocalS3()
const clients: S3Client[] = []
afterAll(async () => {
  for (const client of clients) client.destroy()
  await s3.close()
})

/** Each store the server can be configured with, on a place of its own. */
const stores: [string, () => Promise<FileStore>][] = [
  ['a folder', async () => new DiskFileStore(mkdtempSync(path.join(os.tmpdir(), 'kyanma-files-')))],
  [
    'an S3 bucket',
    async () => {
      const config = await newBucket(s3.endpoint)
      const client = createS3Client(config)
      clients.push(client)
      return new S3FileStore(client, config.bucket, 'public/')
    },
  ],
]

describe.each(stores)('files in %s', (_name, open) => {
  let store: FileStore
  beforeAll(async () => {
    store = await open()
  })

  it('gives back what was put, as bytes and as a stream with its length and type', async () => {
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 0, 255])
    await store.put('uploads/product/one-320.webp', data, 'image/webp')
    expect(await store.has('uploads/product/one-320.webp')).toBe(true)
    expect((await store.read('uploads/product/one-320.webp'))?.equals(data)).toBe(true)
    const opened = await store.open('uploads/product/one-320.webp')
    expect(opened).toMatchObject({ size: data.length, contentType: 'image/webp' })
    expect(opened?.etag).toMatch(/^".+"$/)
    const chunks: Buffer[] = []
    for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(data)).toBe(true)
  })

  it('answers null for a file that is not there, and removes a file (twice is fine)', async () => {
    expect(await store.read('uploads/none.webp')).toBeNull()
    expect(await store.open('uploads/none.webp')).toBeNull()
    expect(await store.has('uploads/none.webp')).toBe(false)
    await store.put('receipts/1/a.png', Buffer.from('png'), 'image/png')
    await store.remove('receipts/1/a.png')
    await store.remove('receipts/1/a.png')
    expect(await store.has('receipts/1/a.png')).toBe(false)
  })

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../private/x.png', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', ''])
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe/)
    await expect(store.read('uploads/../../x')).rejects.toThrow(/Unsafe/)
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3StorageConfig } from '../src/config.ts'
import { createS3Client } from '../src/modules/media/s3-bucket.ts'

/** s3rver knows one account; it refuses any other access key id (InvalidAccessKeyId). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export interface LocalS3 {
  endpoint: string
  close(): Promise<void>
}

/** A local S3-compatible server (s3rver) on 127.0.0.1, keeping its objects in a temporary folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'kyanma-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

let buckets = 0

/** The store config of a new, empty bucket on that server. */
export async function newBucket(endpoint: string): Promise<S3StorageConfig> {
  const config = {
    kind: 's3' as const,
    bucket: `kyanma-test-${process.pid}-${++buckets}`,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
  }
  const client = createS3Client(config)
  try {
    await client.send(new CreateBucketCommand({ Bucket: config.bucket }))
  } finally {
    client.destroy()
  }
  return config
}

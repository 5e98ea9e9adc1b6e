import { existsSync } from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { buildApp } from '#app/app.ts'
import type { S3StorageConfig as S3Config } from '#app/config.ts'
import { shopper } from '#test/order-helpers.ts'
import { receiptOrder, smallImage, uploadReceipts } from '#test/receipt-helpers.ts'
import { newBucket, S3RVER_KEYS, startLocalS3 } from '#test/s3-server.ts'
import { ADMIN, staffSignIn, uploadImage } from '#test/staff-helpers.ts'
import { createTestApp, type TestApp } from '#test/test-app.ts'
import { testConfig } from '#test/test-config.ts'
import { createS3Client } from './s3-bucket.ts'

const s3 = await startLocalS3()
afterAll(() => s3.close())

/** Starts a server with these file settings; answers why it refused to start. */
async function startFailure(files: S3Config): Promise<string> {
  const config = testConfig(inject('testDataDir'), { kind: 'pglite', dataDir: null }, { files })
  const app = await buildApp(config).catch((error: Error) => error)
  if (!(app instanceof Error)) {
    await app.close()
    return 'started'
  }
  return app.message
}

describe('a server whose files are in an S3 bucket', () => {
  let t: TestApp
  let bucket: S3Config
  beforeAll(async () => {
    bucket = await newBucket(s3.endpoint)
    t = await createTestApp({ config: { firstAdmin: ADMIN, files: bucket } })
  })
  afterAll(() => t?.close())

  async function objectKeys() {
    const client = createS3Client(bucket)
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }))
      return (listed.Contents ?? []).map((object) => object.Key as string)
    } finally {
      client.destroy()
    }
  }

  it('keeps pictures under public/ and receipts under private/, none in DATA_DIR', async () => {
    const token = await staffSignIn(t.app)
    const picture = await uploadImage(t.app, token, await smallImage('png'), 'purpose=product')
    expect(picture.status).toBe(201)
    const me = await shopper(t.app)
    const placed = await receiptOrder(t.app, me.token)
    const receipt = await uploadReceipts(t.app, me.token, placed.id, [
      { data: await smallImage('png') },
    ])
    expect(receipt.status).toBe(201)

    const keys = await objectKeys()
    const pictureKey = picture.body.urls.public.replace(/^\/media\//, '')
    expect(keys).toContain(`public/${pictureKey}`)
    expect(keys.filter((key) => key.startsWith('private/receipts/'))).toHaveLength(1)
    expect(keys.every((key) => /^(public|private)\//.test(key))).toBe(true)
    const { dataDir } = t.app.ctx.config
    expect(existsSync(path.join(dataDir, 'media', 'public', pictureKey))).toBe(false)
  })

  it('never serves a private object at /media, however the address is spelled', async () => {
    const privateKey = (await objectKeys()).find((key) => key.startsWith('private/'))
    const inside = privateKey?.replace(/^private\//, '')
    for (const url of [
      `/media/${inside}`,
      `/media/../private/${inside}`,
      `/media/..%2Fprivate%2F${inside?.replaceAll('/', '%2F')}`,
      `/media/%2E%2E/private/${inside}`,
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  })
})

describe('starting with a file store that cannot be used', () => {
  it('names a bucket that does not exist', async () => {
    const files = { ...(await newBucket(s3.endpoint)), bucket: 'kyanma-no-such-bucket' }
    expect(await startFailure(files)).toBe(
      `File storage: bucket "kyanma-no-such-bucket" at ${s3.endpoint} does not exist: ` +
        'create it, or correct S3_BUCKET.',
    )
  })

  it('names refused credentials', async () => {
    const files = await newBucket(s3.endpoint)
    const wrong = { ...files, credentials: { ...S3RVER_KEYS, accessKeyId: 'NOT-A-KEY' } }
    expect(await startFailure(wrong)).toMatch(
      /^File storage: bucket "kyanma-test-.*" at http:.* refused these credentials \(HTTP 403\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
  })

  it('says when there are no credentials at all', async () => {
    // Nothing for the SDK's own chain to find: no AWS_* keys, files or instance metadata.
    vi.stubEnv('AWS_ACCESS_KEY_ID', '')
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '')
    vi.stubEnv('AWS_PROFILE', '')
    vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', '/nonexistent/credentials')
    vi.stubEnv('AWS_CONFIG_FILE', '/nonexistent/config')
    vi.stubEnv('AWS_EC2_METADATA_DISABLED', 'true')
    try {
      const { credentials: _none, ...files } = await newBucket(s3.endpoint)
      expect(await startFailure(files)).toMatch(
        /^File storage: no S3 credentials for bucket "kyanma-test-.*" at http:.*: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\.$/,
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('names an endpoint that does not answer', async () => {
    const files = { ...(await newBucket(s3.endpoint)), endpoint: 'http://127.0.0.1:9' }
    expect(await startFailure(files)).toMatch(
      /^File storage: cannot reach bucket "kyanma-test-.*" at http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\): check S3_ENDPOINT/,
    )
  })
})

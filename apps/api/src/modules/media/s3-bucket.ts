import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3StorageConfig as S3Config } from '#app/config.ts'

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    // Checksums only where S3 requires them: several S3-compatible stores refuse or mangle the
    // newer checksum headers and aws-chunked bodies the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  })
}

/**
 * Start-up check: the bucket exists and these credentials may use it. A server that starts
 * without its file store would only fail later, on a customer's upload.
 */
export async function checkBucket(client: S3Client, config: S3Config): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }))
  } catch (error) {
    throw new Error(`File storage: ${explain(error, config)}`, { cause: error })
  }
}

function explain(error: unknown, config: S3Config): string {
  const failure = error as {
    name?: string
    code?: string
    message?: string
    $metadata?: { httpStatusCode?: number }
  }
  const where = `bucket "${config.bucket}" at ${config.endpoint ?? `AWS S3 (${config.region})`}`
  if (failure.name === 'CredentialsProviderError')
    return `no S3 credentials for ${where}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`
  const status = failure.$metadata?.httpStatusCode
  const answer = `HTTP ${status}${failure.name && failure.name !== 'Unknown' ? ` ${failure.name}` : ''}`
  switch (status) {
    case 404:
      return `${where} does not exist: create it, or correct S3_BUCKET.`
    case 400:
    case 401:
    case 403:
      return (
        `${where} refused these credentials (${answer}): ` +
        'check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY and that they may use the bucket.'
      )
    case 301:
      return `${where} is in another region: correct S3_REGION.`
  }
  const reason = failure.code ?? failure.message ?? failure.name ?? String(error)
  return `cannot reach ${where} (${reason}): check S3_ENDPOINT and the network.`
}

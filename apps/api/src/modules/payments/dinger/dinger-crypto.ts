import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  publicEncrypt,
  timingSafeEqual,
} from 'node:crypto'
import { PKCS1_OVERHEAD_BYTES } from './dinger-assumptions.ts'

/**
 * Dinger's cryptography as its merchant pages specify it (decision 041): the pay payload is
 * RSA/ECB/PKCS1Padding with the public key Dinger gives, then Base64; the callback's
 * paymentResult is Base64 of AES/ECB/PKCS7Padding under the callback key (its UTF-8 bytes: 32
 * characters, so AES-256), and its checksum is the SHA-256 hex of the decrypted JSON text.
 */

/** The public key as Dinger's dashboard shows it (bare Base64) or as a PEM. */
export function dingerPublicKey(text: string) {
  const body = text.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '')
  const pem = `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`
  return createPublicKey(pem)
}

/** RSA PKCS#1 v1.5 over the UTF-8 text, block by block (dinger-assumptions.ts), then Base64. */
export function encryptPayload(json: string, publicKey: ReturnType<typeof createPublicKey>) {
  const keyBytes = (publicKey.asymmetricKeyDetails?.modulusLength ?? 1024) / 8
  const chunk = keyBytes - PKCS1_OVERHEAD_BYTES
  const data = Buffer.from(json, 'utf8')
  const blocks: Buffer[] = []
  for (let offset = 0; offset < data.length; offset += chunk)
    blocks.push(
      publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
        data.subarray(offset, offset + chunk),
      ),
    )
  return Buffer.concat(blocks).toString('base64')
}

function aesEcb(key: string) {
  const bytes = Buffer.from(key, 'utf8')
  if (![16, 24, 32].includes(bytes.length))
    throw new Error('the callback key must be 16, 24 or 32 bytes')
  return `aes-${bytes.length * 8}-ecb`
}

/** The callback's paymentResult as the JSON text it hides; throws on a wrong key or tampering. */
export function decryptPaymentResult(paymentResult: string, callbackKey: string) {
  const decipher = createDecipheriv(aesEcb(callbackKey), Buffer.from(callbackKey, 'utf8'), null)
  const plain = Buffer.concat([
    decipher.update(Buffer.from(paymentResult, 'base64')),
    decipher.final(),
  ])
  return plain.toString('utf8')
}

/** What Dinger's side does (the fake gateway and the tests use it). */
export function encryptPaymentResult(json: string, callbackKey: string) {
  const cipher = createCipheriv(aesEcb(callbackKey), Buffer.from(callbackKey, 'utf8'), null)
  return Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64')
}

export function checksumOf(json: string) {
  return createHash('sha256').update(json, 'utf8').digest('hex')
}

/** The checksum against the decrypted text, in constant time. */
export function checksumMatches(json: string, checksum: string) {
  const expected = Buffer.from(checksumOf(json), 'hex')
  const given = Buffer.from(/^[0-9a-fA-F]{64}$/.test(checksum) ? checksum : '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

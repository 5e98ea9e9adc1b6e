import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { rsaDecrypt } from '#test/fake-dinger/fake-dinger.ts'
import {
  checksumMatches,
  checksumOf,
  decryptPaymentResult,
  dingerPublicKey,
  encryptPayload,
  encryptPaymentResult,
} from './dinger-crypto.ts'

/**
 * Dinger's published callback example (dinger.asia "Merchant Callback" / "Revoke Transaction
 * Status to Merchant URL"): its testing callback key, the paymentResult and checksum it shows,
 * and the JSON text they hide (decrypted once by hand and kept here as the vector).
 */
const DOC_KEY = 'd655c33205363f5450427e6b6193e466'
const DOC_RESULT =
  '5zDOSGSI/YE7wsmX/IlBZb6iH0NpwgRuUL13RY9sEKIvo8oebHCh1FKZ0MKTkvlKPQ6Cn2qYg7UDQssBuMbkVAGWcVPK0WvvrrACrx480jdydrNUcsqX4vsaqHuRlCQa/7Qfur+W6WNKO4exvOvN25FtE8hDB7ENu37r54wUlGC21bojhq9M15/Ql5P9+w1x/+Ep13nmyptGOHfI4a4V3D57v0HQ8KqUnOy5P6E4FYOSeOVeVuCJ516RK94OIVAUB3F9jqy4NLm9jqc243pWOR9fwGJK5YplMbOuQFEZKt0='
const DOC_CHECKSUM = '3e6dc224539d382f300f658a26775e75029b26ba0b885196e7ec66feb6a756ae'
const DOC_JSON =
  '{"totalAmount":1000,"createdAt":"20210916 085254","transactionStatus":"SUCCESS","methodName":"QR","merchantOrderId":"0586","customerName":"Min Thu Kyaw","transactionId":"TRX312720215216085254","providerName":"KBZ Pay"}'
/** The Base64 public key of Dinger's prebuilt-checkout example page. */
const DOC_PUBLIC_KEY =
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCFD4IL1suUt/TsJu6zScnvsEdLPuACgBdjX82QQf8NQlFHu2v/84dztaJEyljv3TGPuEgUftpC9OEOuEG29z7z1uOw7c9T/luRhgRrkH7AwOj4U1+eK3T1R+8LVYATtPCkqAAiomkTU+aC5Y2vfMInZMgjX0DdKMctUur8tQtvkwIDAQAB'

describe('the callback (AES/ECB/PKCS7 under the callback key, SHA-256 checksum)', () => {
  it('reads Dinger’s published example and its checksum matches', () => {
    const json = decryptPaymentResult(DOC_RESULT, DOC_KEY)
    expect(json).toBe(DOC_JSON)
    expect(checksumOf(json)).toBe(DOC_CHECKSUM)
    expect(checksumMatches(json, DOC_CHECKSUM)).toBe(true)
    expect(checksumMatches(json, DOC_CHECKSUM.toUpperCase())).toBe(true)
  })

  it('encrypts exactly as Dinger does (ECB is deterministic: the same text, the same bytes)', () => {
    expect(encryptPaymentResult(DOC_JSON, DOC_KEY)).toBe(DOC_RESULT)
  })

  it('refuses another key, a changed byte and a wrong checksum', () => {
    expect(() => decryptPaymentResult(DOC_RESULT, 'e655c33205363f5450427e6b6193e466')).toThrow()
    const bytes = Buffer.from(DOC_RESULT, 'base64')
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1
    expect(() => decryptPaymentResult(bytes.toString('base64'), DOC_KEY)).toThrow()
    const changed = DOC_JSON.replace('"totalAmount":1000', '"totalAmount":9000')
    expect(checksumMatches(changed, DOC_CHECKSUM)).toBe(false)
    for (const bad of ['', 'zz', DOC_CHECKSUM.slice(2), `${DOC_CHECKSUM}00`])
      expect(checksumMatches(DOC_JSON, bad)).toBe(false)
  })
})

describe('the pay payload (RSA/ECB/PKCS1Padding, Base64)', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 1024 })
  const publicKey = dingerPublicKey(
    keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  )

  it('takes the dashboard’s bare Base64 key as well as a PEM', () => {
    expect(dingerPublicKey(DOC_PUBLIC_KEY).asymmetricKeyDetails?.modulusLength).toBe(1024)
    const pem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    expect(dingerPublicKey(pem).export({ type: 'spki', format: 'der' })).toEqual(
      publicKey.export({ type: 'spki', format: 'der' }),
    )
    expect(() => dingerPublicKey('not a key')).toThrow()
  })

  it('encrypts a payload longer than one RSA block in 117-byte blocks Dinger decrypts', () => {
    const json = JSON.stringify({
      providerName: 'KBZ Pay',
      methodName: 'PWA',
      totalAmount: 12_500,
      orderId: 'KM-240101-0001-1',
      customerPhone: '09787747310',
      customerName: 'မောင်မောင်',
      items: JSON.stringify([{ name: 'Order KM-240101-0001', amount: '12500', quantity: '1' }]),
    })
    const bytes = Buffer.byteLength(json)
    expect(bytes).toBeGreaterThan(117)
    const payload = encryptPayload(json, publicKey)
    expect(Buffer.from(payload, 'base64').length).toBe(Math.ceil(bytes / 117) * 128)
    expect(rsaDecrypt(payload, keys.privateKey)).toBe(json)
    // Random padding: the same text never encrypts the same way twice.
    expect(encryptPayload(json, publicKey)).not.toBe(payload)
  })
})

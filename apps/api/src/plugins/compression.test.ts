import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'
import { chooseEncoding } from './compression.ts'

const t = useTestApp()

const listing = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/products/DEFAULT?size=12',
    payload: {},
    headers,
  })

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})

describe('compressed API answers', () => {
  it('sends a listing brotli-compressed to a browser that accepts it, the same JSON inside', async () => {
    const plain = await listing()
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await listing({ 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    // The answer is in the reader's language too (decisions 038, 039).
    expect(br.headers.vary).toBe('accept-language, accept-encoding')
    expect(plain.headers.vary).toBe('accept-language')
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
  })

  it('sends gzip to a browser without brotli, and the same bytes again from memory', async () => {
    const first = await listing({ 'accept-encoding': 'gzip' })
    const second = await listing({ 'accept-encoding': 'gzip' })
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(first.rawPayload).toString()).toBe((await listing()).body)
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
  })

  it('leaves small answers and errors of under a kilobyte as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toMatchObject({ status: 'ok' })
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/public/products/999999',
      headers: { 'accept-encoding': 'br' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
  })
})

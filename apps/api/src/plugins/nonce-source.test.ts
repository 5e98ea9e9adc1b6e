import { describe, expect, it } from 'vitest'
import { nonceSource } from './security-headers.ts'

describe('nonceSource', () => {
  it('never repeats a nonce, also across refills of its pool, and each is 16 bytes of base64', () => {
    const next = nonceSource()
    // 256 nonces come from one draw: 1,000 span four refills.
    const nonces = Array.from({ length: 1000 }, next)
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w+/]{22}==$/)
  })

  it('gives two servers different nonces', () => {
    expect(nonceSource()()).not.toBe(nonceSource()())
  })
})

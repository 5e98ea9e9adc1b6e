import { parseOptions } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { DUMMY_PASSWORD_HASH, PasswordHasher } from './passwords.ts'

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher()

  it('hashes with argon2id and a salt of its own each time', async () => {
    const [a, b] = [await hasher.hash('secret12'), await hasher.hash('secret12')]
    expect(a).toMatch(/^\$argon2id\$/)
    expect(a).not.toBe(b)
    expect(await hasher.verify(a, 'secret12')).toBe(true)
    expect(await hasher.verify(a, 'secret13')).toBe(false)
  })

  it('makes the dummy hash with the same parameters as real ones (so it costs the same)', async () => {
    const real = parseOptions(await hasher.hash('secret12'))
    const dummy = parseOptions(DUMMY_PASSWORD_HASH)
    expect({ ...dummy, saltLen: 0 }).toEqual({ ...real, saltLen: 0 })
  })

  it('never matches an account without a password, nor a malformed hash', async () => {
    expect(await hasher.verify(null, '')).toBe(false)
    expect(await hasher.verify(undefined, 'secret12')).toBe(false)
    expect(await hasher.verify('not-a-hash', 'secret12')).toBe(false)
  })
})

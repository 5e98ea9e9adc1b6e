import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('runs out of the box: port 3000, embedded database in ./data', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') })
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.seedDemoData).toBe(true)
    expect(config.serveWeb).toBe(true)
  })

  it('uses PostgreSQL when DATABASE_URL says so, and memory:// for a throwaway database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/shop',
    })
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    })
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite')
  })

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ SERVE_WEB: 'maybe' })).toThrow(/SERVE_WEB/)
  })

  it('gives a referral bonus of 500 points unless REFERRAL_BONUS_POINTS says otherwise (0: none)', () => {
    expect(loadConfig({}).loyalty).toEqual({ referralBonusPoints: 500 })
    expect(loadConfig({ REFERRAL_BONUS_POINTS: '0' }).loyalty.referralBonusPoints).toBe(0)
    expect(loadConfig({ REFERRAL_BONUS_POINTS: '250' }).loyalty.referralBonusPoints).toBe(250)
    expect(() => loadConfig({ REFERRAL_BONUS_POINTS: '-5' })).toThrow(/REFERRAL_BONUS_POINTS/)
    expect(() => loadConfig({ REFERRAL_BONUS_POINTS: '2.5' })).toThrow(/REFERRAL_BONUS_POINTS/)
  })

  it('reads PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kyanma.example/' }).publicUrl).toBe(
      'https://kyanma.example',
    )
  })
})

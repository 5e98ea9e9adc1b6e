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

  it('listens on DATABASE_URL unless DATABASE_LISTEN_URL names a connection of its own', () => {
    const pooled = 'postgres://u@pgbouncer:6433/shop'
    // Unset (or empty): no listenUrl, and the database client listens on DATABASE_URL itself.
    expect(loadConfig({ DATABASE_URL: pooled }).database).toEqual({ kind: 'postgres', url: pooled })
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: '' }).database).toEqual({
      kind: 'postgres',
      url: pooled,
    })
    expect(
      loadConfig({
        DATABASE_URL: pooled,
        DATABASE_LISTEN_URL: 'postgresql://u@db:5432/shop?application_name=listener',
      }).database,
    ).toEqual({
      kind: 'postgres',
      url: pooled,
      listenUrl: 'postgresql://u@db:5432/shop?application_name=listener',
    })
  })

  it('ignores DATABASE_LISTEN_URL on the embedded database, which notifies inside the process', () => {
    const listenUrl = 'postgres://u@db:5432/shop'
    expect(loadConfig({ DATABASE_LISTEN_URL: listenUrl }).database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('./data/pglite'),
    })
    expect(
      loadConfig({ DATABASE_URL: 'memory://', DATABASE_LISTEN_URL: listenUrl }).database,
    ).toEqual({ kind: 'pglite', dataDir: null })
  })

  it('refuses a DATABASE_LISTEN_URL that is not a PostgreSQL address, saying what it must be', () => {
    for (const bad of ['memory://', 'mysql://u@db/shop', 'db:5432', 'pgbouncer.internal'])
      expect(() =>
        loadConfig({ DATABASE_URL: 'postgres://u@db/shop', DATABASE_LISTEN_URL: bad }),
      ).toThrow('DATABASE_LISTEN_URL: must be postgres://… or postgresql://…')
  })

  it('pays through the sandbox by default; PAYMENT_GATEWAY=dinger needs every Dinger variable', () => {
    expect(loadConfig({}).payments).toEqual({ gateway: 'sandbox', sandbox: true })
    const dinger = {
      PAYMENT_GATEWAY: 'dinger',
      DINGER_API_URL: 'https://api.dinger.asia/',
      DINGER_CHECKOUT_URL: 'https://portal.dinger.asia/gateway',
      DINGER_PROJECT_NAME: 'Shop',
      DINGER_MERCHANT_NAME: 'shop',
      DINGER_API_KEY: 'abc.def',
      DINGER_PUBLIC_KEY: 'MIGf\\nAA',
      DINGER_CALLBACK_KEY: 'd655c33205363f5450427e6b6193e466',
    }
    const payments = loadConfig(dinger).payments
    // A real gateway switches the free sandbox page off unless PAYMENT_SANDBOX says otherwise.
    expect([payments.gateway, payments.sandbox]).toEqual(['dinger', false])
    expect(payments.dinger).toMatchObject({
      apiUrl: 'https://api.dinger.asia',
      publicKey: 'MIGf\nAA',
    })
    expect(() => loadConfig({ ...dinger, DINGER_API_KEY: '', DINGER_CALLBACK_KEY: '' })).toThrow(
      'PAYMENT_GATEWAY=dinger needs DINGER_API_KEY, DINGER_CALLBACK_KEY',
    )
    expect(() => loadConfig({ ...dinger, DINGER_CALLBACK_KEY: 'short' })).toThrow(
      'DINGER_CALLBACK_KEY: must be 16, 24 or 32 bytes',
    )
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow('PAYMENT_GATEWAY')
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

  it('has no admin unless both ADMIN_EMAIL and a long ADMIN_PASSWORD are set', () => {
    expect(loadConfig({}).firstAdmin).toBeUndefined()
    expect(
      loadConfig({ ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'twelve chars' }).firstAdmin,
    ).toEqual({ email: 'owner@shop.test', password: 'twelve chars' })
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.test' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    )
  })

  it('gives a referral bonus of 500 points unless REFERRAL_BONUS_POINTS says otherwise (0: none)', () => {
    expect(loadConfig({}).loyalty).toEqual({ referralBonusPoints: 500 })
    expect(loadConfig({ REFERRAL_BONUS_POINTS: '0' }).loyalty.referralBonusPoints).toBe(0)
    expect(loadConfig({ REFERRAL_BONUS_POINTS: '250' }).loyalty.referralBonusPoints).toBe(250)
    expect(() => loadConfig({ REFERRAL_BONUS_POINTS: '-5' })).toThrow(/REFERRAL_BONUS_POINTS/)
    expect(() => loadConfig({ REFERRAL_BONUS_POINTS: '2.5' })).toThrow(/REFERRAL_BONUS_POINTS/)
  })

  it('keeps files in DATA_DIR unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).files).toEqual({ kind: 'disk' })
    const s3 = {
      S3_BUCKET: 'kyanma-shop',
      S3_ENDPOINT: 'https://objects.example.com/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }
    expect(loadConfig(s3).files).toEqual({
      kind: 's3',
      bucket: 'kyanma-shop',
      region: 'us-east-1',
      endpoint: 'https://objects.example.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
    // No keys: the AWS SDK's own chain (a role of the machine) finds them.
    expect(loadConfig({ S3_BUCKET: 'kyanma-shop', S3_REGION: 'ap-southeast-1' }).files).toEqual({
      kind: 's3',
      bucket: 'kyanma-shop',
      region: 'ap-southeast-1',
      forcePathStyle: false,
    })
  })

  it('refuses a half-configured bucket: settings without S3_BUCKET, a key without its secret', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://objects.example.com' })).toThrow(
      'S3_ENDPOINT need S3_BUCKET',
    )
    expect(() => loadConfig({ S3_BUCKET: 'kyanma-shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
    expect(() => loadConfig({ S3_BUCKET: 'Shop_Files' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
  })

  it('reads PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kyanma.example/' }).publicUrl).toBe(
      'https://kyanma.example',
    )
  })
})

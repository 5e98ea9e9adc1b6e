import path from 'node:path'
import { DEFAULT_REFERRAL_BONUS_POINTS } from '@kyanma/shared'
import { z } from 'zod'

/**
 * Configuration comes from environment variables, read once here. Every variable has a default
 * that runs out of the box; README lists them all.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value))

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|memory:\/\/$)/,
      'must be postgres://…, postgresql://… or memory://',
    )
    .optional(),
  /**
   * The cache-invalidation listener's own connection (LISTEN): straight to PostgreSQL when the
   * pool goes through a transaction-mode pooler, which does not keep a session's LISTEN.
   */
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be postgres://… or postgresql://…')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO_DATA: booleanText.default(true),
  SERVE_WEB: booleanText.default(true),
  TRUST_PROXY: booleanText.default(false),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_NAME: z.string().min(1).max(11).default('Kyanma'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'dinger']).default('sandbox'),
  /** Default: on with the sandbox gateway, off with a real one (its page pays for free). */
  PAYMENT_SANDBOX: booleanText.optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DINGER_API_URL: z.url().optional(),
  DINGER_CHECKOUT_URL: z.url().optional(),
  DINGER_PROJECT_NAME: z.string().optional(),
  DINGER_MERCHANT_NAME: z.string().optional(),
  DINGER_API_KEY: z.string().optional(),
  DINGER_PUBLIC_KEY: z.string().optional(),
  DINGER_CALLBACK_KEY: z
    .string()
    .refine((key) => [16, 24, 32].includes(Buffer.byteLength(key)), 'must be 16, 24 or 32 bytes')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  REFERRAL_BONUS_POINTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_REFERRAL_BONUS_POINTS),
})

export type DatabaseTarget =
  /** dataDir null: in memory, optionally starting from a dump made by PGlite's dumpDataDir. */
  | { kind: 'pglite'; dataDir: string | null; loadDump?: string }
  /**
   * schema: a search path of its own (test runs share one server this way). listenUrl: where
   * LISTEN connects (unset: url); everything else, pg_notify included, goes through url's pool.
   */
  | { kind: 'postgres'; url: string; listenUrl?: string; schema?: string }

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** Where PGlite's files, uploaded media and the process lock live. */
  dataDir: string
  database: DatabaseTarget
  logLevel: string
  /** The address shoppers reach the shop at; used for links that leave the page. */
  publicUrl: string
  /** Fill an empty database with the demo catalogue at start. */
  seedDemoData: boolean
  /** Serve the built web app; off for API-only processes and tests. */
  serveWeb: boolean
  /** Believe X-Forwarded-For (only behind a proxy that sets it); else the socket's address. */
  trustProxy: boolean
  sms: SmsConfig
  social: SocialConfig
  payments: PaymentsConfig
  /**
   * The first admin account, created at start when no account has this email. There is no
   * default password: without both variables no staff account exists.
   */
  firstAdmin?: { email: string; password: string }
  /** The loyalty programme's settings (the referral bonus; 0 switches it off). */
  loyalty: LoyaltyConfig
  /** Where uploads live (decision 047). */
  files: FileStorageConfig
}

export type FileStorageConfig =
  /** DATA_DIR/media/public (served at /media) and DATA_DIR/private. */
  { kind: 'disk' } | S3StorageConfig

/** One S3-compatible bucket, objects under public/ and private/, read only by the server. */
export interface S3StorageConfig {
  kind: 's3'
  bucket: string
  region: string
  /** Another provider's address (MinIO, R2, Spaces ...); unset: AWS itself. */
  endpoint?: string
  /** The bucket in the path (https://host/bucket/key), which most other providers need. */
  forcePathStyle: boolean
  /** Unset: the AWS SDK's own chain (a role of the machine, AWS_* variables ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export interface LoyaltyConfig {
  /** Points a referrer receives on the first delivery to the customer they invited; 0 = off. */
  referralBonusPoints: number
}

export interface PaymentsConfig {
  /** The gateway gateway orders are paid through (decision 041). */
  gateway: 'sandbox' | 'dinger'
  /** Set when gateway is dinger; every variable is required then. */
  dinger?: DingerConfig
  /**
   * The built-in sandbox gateway: its page approves a payment without any money moving, so a
   * shop taking real money switches it off once a real gateway is plugged in.
   */
  sandbox: boolean
  /**
   * Signs the sandbox gateway's callbacks. Unset: a secret made once and kept in
   * DATA_DIR/payment-sandbox-secret, the same for every process sharing DATA_DIR.
   */
  sandboxSecret?: string
}

/** Dinger's merchant account, from its dashboard (decision 041). */
export interface DingerConfig {
  /** The API's base, e.g. https://api.dinger.asia (staging: …/payment-gateway-uat). */
  apiUrl: string
  /** The hosted payment portal's base, e.g. https://portal.dinger.asia/gateway. */
  checkoutUrl: string
  projectName: string
  merchantName: string
  apiKey: string
  /** The RSA public key the pay payload is encrypted with (Base64 or PEM). */
  publicKey: string
  /** Decrypts callbacks (AES); 32 characters. */
  callbackKey: string
}

export type SmsConfig =
  /** Codes are logged and kept in DATA_DIR/sms-outbox.jsonl for developers and tests. */
  | { provider: 'outbox' }
  /** An SMSPoh-style REST gateway: POST url with a bearer token. */
  | { provider: 'http'; url: string; token: string; senderName: string }

/** A provider is on only when its variables are set; the login page hides it otherwise. */
export interface SocialConfig {
  google?: { clientId: string; clientSecret?: string; issuer: string }
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string; issuer: string }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL= npm start`) means the same as an unset one.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = EnvSchema.safeParse(given)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const vars = parsed.data
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD))
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together')
  const dataDir = path.resolve(vars.DATA_DIR)
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: databaseTarget(vars.DATABASE_URL, vars.DATABASE_LISTEN_URL, dataDir),
    logLevel: vars.LOG_LEVEL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    seedDemoData: vars.SEED_DEMO_DATA,
    serveWeb: vars.SERVE_WEB,
    trustProxy: vars.TRUST_PROXY,
    sms: smsConfig(vars),
    social: socialConfig(vars),
    payments: paymentsConfig(vars),
    ...(vars.ADMIN_EMAIL &&
      vars.ADMIN_PASSWORD && {
        firstAdmin: { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD },
      }),
    loyalty: { referralBonusPoints: vars.REFERRAL_BONUS_POINTS },
    files: fileStorageConfig(vars),
  }
}

type EnvVars = z.infer<typeof EnvSchema>

const DINGER_VARIABLES = [
  'DINGER_API_URL',
  'DINGER_CHECKOUT_URL',
  'DINGER_PROJECT_NAME',
  'DINGER_MERCHANT_NAME',
  'DINGER_API_KEY',
  'DINGER_PUBLIC_KEY',
  'DINGER_CALLBACK_KEY',
] as const

function paymentsConfig(vars: EnvVars): PaymentsConfig {
  const gateway = vars.PAYMENT_GATEWAY
  const common = {
    gateway,
    sandbox: vars.PAYMENT_SANDBOX ?? gateway === 'sandbox',
    ...(vars.PAYMENT_SANDBOX_SECRET && { sandboxSecret: vars.PAYMENT_SANDBOX_SECRET }),
  }
  if (gateway === 'sandbox') return common
  const missing = DINGER_VARIABLES.filter((name) => !vars[name])
  if (missing.length > 0)
    throw new Error(`Invalid configuration:\n  PAYMENT_GATEWAY=dinger needs ${missing.join(', ')}`)
  const trim = (url: string | undefined) => (url ?? '').replace(/\/$/, '')
  return {
    ...common,
    dinger: {
      apiUrl: trim(vars.DINGER_API_URL),
      checkoutUrl: trim(vars.DINGER_CHECKOUT_URL),
      projectName: vars.DINGER_PROJECT_NAME ?? '',
      merchantName: vars.DINGER_MERCHANT_NAME ?? '',
      apiKey: vars.DINGER_API_KEY ?? '',
      // Environment variables often carry a PEM key with its line breaks written as \n.
      publicKey: (vars.DINGER_PUBLIC_KEY ?? '').replaceAll('\\n', '\n'),
      callbackKey: vars.DINGER_CALLBACK_KEY ?? '',
    },
  }
}

function smsConfig(vars: EnvVars): SmsConfig {
  if (vars.SMS_PROVIDER === 'outbox') return { provider: 'outbox' }
  if (!vars.SMS_HTTP_URL || !vars.SMS_HTTP_TOKEN)
    throw new Error(
      'Invalid configuration:\n  SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN',
    )
  return {
    provider: 'http',
    url: vars.SMS_HTTP_URL,
    token: vars.SMS_HTTP_TOKEN,
    senderName: vars.SMS_SENDER_NAME,
  }
}

function socialConfig(vars: EnvVars): SocialConfig {
  const social: SocialConfig = {}
  if (vars.GOOGLE_CLIENT_ID)
    social.google = {
      clientId: vars.GOOGLE_CLIENT_ID,
      issuer: vars.GOOGLE_ISSUER.replace(/\/$/, ''),
      ...(vars.GOOGLE_CLIENT_SECRET && { clientSecret: vars.GOOGLE_CLIENT_SECRET }),
    }
  const { APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY } = vars
  if (APPLE_CLIENT_ID && APPLE_TEAM_ID && APPLE_KEY_ID && APPLE_PRIVATE_KEY)
    social.apple = {
      clientId: APPLE_CLIENT_ID,
      teamId: APPLE_TEAM_ID,
      keyId: APPLE_KEY_ID,
      // Environment variables often carry a PEM key with its line breaks written as \n.
      privateKey: APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
      issuer: vars.APPLE_ISSUER.replace(/\/$/, ''),
    }
  return social
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

function fileStorageConfig(vars: EnvVars): FileStorageConfig {
  const bucket = vars.S3_BUCKET
  if (!bucket) {
    // A half-configured store would quietly keep files on one machine's disk.
    const given = S3_SETTINGS.filter((name) => vars[name] !== undefined)
    if (given.length > 0)
      throw new Error(`Invalid configuration:\n  ${given.join(', ')} need S3_BUCKET`)
    return { kind: 'disk' }
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
  return {
    kind: 's3',
    bucket,
    region: vars.S3_REGION ?? 'us-east-1',
    ...(vars.S3_ENDPOINT && { endpoint: vars.S3_ENDPOINT.replace(/\/$/, '') }),
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
  }
}

function databaseTarget(
  url: string | undefined,
  listenUrl: string | undefined,
  dataDir: string,
): DatabaseTarget {
  // PGlite delivers notifications inside the process: a listener URL has nothing to connect.
  if (url === undefined) return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
  if (url === 'memory://') return { kind: 'pglite', dataDir: null }
  return { kind: 'postgres', url, ...(listenUrl && { listenUrl }) }
}

import { DEFAULT_REFERRAL_BONUS_POINTS } from '@kyanma/shared'
import type { AppConfig, DatabaseTarget } from '../src/config.ts'

/** The database the API suite runs on: PostgreSQL when DATABASE_URL says so, else PGlite in memory. */
export function postgresUrlFromEnv(): string | undefined {
  const url = process.env.DATABASE_URL
  return url?.startsWith('postgres') ? url : undefined
}

export function testConfig(
  dataDir: string,
  database: DatabaseTarget,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    publicUrl: 'http://localhost:3000',
    seedDemoData: true,
    serveWeb: false,
    trustProxy: false,
    sms: { provider: 'outbox' },
    social: {},
    payments: { gateway: 'sandbox', sandbox: true },
    loyalty: { referralBonusPoints: DEFAULT_REFERRAL_BONUS_POINTS },
    files: { kind: 'disk' },
    ...overrides,
  }
}

import type { AppConfig } from './config.ts'
import type { Database, DatabaseHandle } from './db/client.ts'
import type { FileStore } from './modules/media/file-store.ts'
import type { MediaStore } from './modules/media/media-store.ts'
import type { AppServices } from './modules/register-modules.ts'

/** What every module is given: built once in buildApp, passed explicitly (no globals). */
export interface AppContext {
  config: AppConfig
  database: DatabaseHandle
  db: Database
  media: MediaStore
  /** Receipts and prescriptions (never served at /media). */
  privateFiles: FileStore
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context and services the app was built with, for tests, scripts and later modules. */
    ctx: AppContext
    services: AppServices
  }
}

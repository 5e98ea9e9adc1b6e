import type { AppConfig } from './config.ts'
import type { Database, DatabaseHandle } from './db/client.ts'
import type { FileStore } from './modules/media/file-store.ts'
import type { MediaStore } from './modules/media/media-store.ts'

/**
 * What every module is given: built once in buildApp, passed explicitly (no globals). Only
 * infrastructure lives here (config, database, file stores), never a module's service: this file is
 * imported by every module, so anything it imported would be in a cycle with all of them.
 */
export interface AppContext {
  config: AppConfig
  database: DatabaseHandle
  db: Database
  media: MediaStore
  /** Receipts and prescriptions (never served at /media). */
  privateFiles: FileStore
}

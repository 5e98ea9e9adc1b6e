import { loadConfig } from '#app/config.ts'
import { lockDataDir } from '#app/lib/data-dir-lock.ts'
import { openFileStores } from '#app/modules/media/open-file-stores.ts'
import { openDatabase } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import { isDatabaseEmpty, seedDemoData } from './index.ts'

/**
 * `npm run seed` fills an empty database with the demo shop; `npm run seed -- --reset` replaces
 * whatever is there. Uses the same configuration as the server (DATA_DIR, DATABASE_URL), and
 * refuses to touch an embedded database while the server holds it.
 */
async function main() {
  const reset = process.argv.includes('--reset')
  const config = loadConfig()
  const usesDataDir = config.database.kind === 'pglite' && config.database.dataDir !== null
  const lock = usesDataDir ? lockDataDir(config.dataDir) : undefined
  const database = await openDatabase(config.database)
  try {
    await migrateDatabase(database, config.database)
    if (!reset && !(await isDatabaseEmpty(database.db))) {
      console.log('The database already holds data. Run `npm run seed -- --reset` to replace it.')
      return
    }
    // The pictures go where the server reads them: DATA_DIR or the configured bucket.
    const files = await openFileStores(config)
    try {
      const summary = await seedDemoData(
        { db: database.db, database, media: files.media },
        { reset },
      )
      console.log('Demo data seeded:', summary)
    } finally {
      files.close()
    }
  } finally {
    await database.close()
    lock?.release()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

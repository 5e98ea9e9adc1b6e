import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.ts'
import { seedDemoData } from '../src/db/demo-seed/index.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { DiskFileStore } from '../src/modules/media/disk-file-store.ts'
import { MediaStore } from '../src/modules/media/media-store.ts'
import { createSchema, dropSchema } from './pg-schemas.ts'
import { postgresUrlFromEnv } from './test-config.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    testDataDir: string
    pgliteDump: string
  }
}

/**
 * Runs once before the API suite: seeds the demo catalogue once, which writes its images into a
 * shared data directory, and (on PGlite) keeps a dump of the seeded database that every test file
 * loads in about a second instead of creating, migrating and seeding its own.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyanma-api-test-'))
  const media = new MediaStore(new DiskFileStore(path.join(dataDir, 'media', 'public')))
  const postgresUrl = postgresUrlFromEnv()
  const schema = postgresUrl ? await createSchema(postgresUrl) : undefined
  const target =
    postgresUrl && schema
      ? { kind: 'postgres' as const, url: postgresUrl, schema }
      : { kind: 'pglite' as const, dataDir: null }
  const database = await openDatabase(target)
  try {
    await migrateDatabase(database, target)
    await seedDemoData({ db: database.db, database, media })
    const dumpFile = path.join(dataDir, 'seeded.tar')
    if (database.dump) writeFileSync(dumpFile, await database.dump())
    project.provide('testDataDir', dataDir)
    project.provide('pgliteDump', dumpFile)
  } finally {
    await database.close()
    if (postgresUrl && schema) await dropSchema(postgresUrl, schema)
  }
  return () => rmSync(dataDir, { recursive: true, force: true })
}

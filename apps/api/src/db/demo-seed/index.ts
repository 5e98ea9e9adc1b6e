import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { MediaStore } from '#app/modules/media/media-store.ts'
import type { Database, DatabaseHandle, DbExecutor } from '../client.ts'
import * as schema from '../schema/index.ts'
import { renderPictures } from './images/render.ts'
import { PLANNED_TABLES, planDemo } from './plan-demo.ts'

export interface SeedTarget {
  db: Database
  database: DatabaseHandle
  media: MediaStore
}

export interface SeedSummary {
  categories: number
  brands: number
  products: number
  reviews: number
  articles: number
  announcements: number
  promotions: number
  customers: number
  images: number
  /** Pictures drawn this time (0 when their files already existed). */
  imagesRendered: number
  seconds: number
}

/** Every table the seed fills or empties: the planned ones, and favorites (which it only empties). */
const SEEDED_TABLES: PgTable[] = [...Object.values(PLANNED_TABLES), schema.favorites]

export async function isDatabaseEmpty(db: DbExecutor): Promise<boolean> {
  const rows = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1)
  return rows.length === 0
}

/**
 * Fills the database with the demo shop (deterministic: the same rows and image files on every
 * run). Refuses a database that has data unless `reset` empties it first.
 */
export async function seedDemoData(
  target: SeedTarget,
  options: { reset?: boolean } = {},
): Promise<SeedSummary> {
  const started = Date.now()
  const plan = await planDemo()
  const imagesRendered = await renderPictures(target.media, plan.pictures)
  await target.db.transaction(async (tx) => {
    if (options.reset) {
      const names = SEEDED_TABLES.map((table) => `"${getTableName(table)}"`).join(', ')
      await tx.execute(sql.raw(`truncate ${names} restart identity cascade`))
    } else if (!(await isDatabaseEmpty(tx))) {
      throw new Error('The database already holds data; seed with --reset to replace it.')
    }
    for (const [name, table] of Object.entries(PLANNED_TABLES) as [PlannedName, PgTable][]) {
      await insertAll(tx, table, plan[name])
    }
    // Rows were inserted with their ids; new rows must continue after them.
    for (const table of SEEDED_TABLES) {
      const name = getTableName(table)
      if (!('id' in table)) continue
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${name}', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
        ),
      )
    }
  })
  await target.database.vacuumAnalyze()
  return {
    categories: plan.categories.length,
    brands: plan.brands.length,
    products: plan.products.length,
    reviews: plan.reviews.length,
    articles: plan.articles.length,
    announcements: plan.announcements.length,
    promotions: plan.promotions.length,
    customers: plan.customers.length,
    images: plan.media.length,
    imagesRendered,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  }
}

type PlannedName = keyof typeof PLANNED_TABLES

const BATCH = 500

async function insertAll<T extends PgTable>(tx: DbExecutor, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx.insert(table).values(rows.slice(start, start + BATCH))
  }
}

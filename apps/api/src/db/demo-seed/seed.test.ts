import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  CATEGORY_IDS,
  POTENCY_RANGES,
  PRICE_RANGES,
  PRIMARY_CATEGORY_PARENT_ID,
  SHIPPING_WEIGHT_RANGES,
  TABLET_COUNT_RANGES,
} from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DiskFileStore } from '#app/modules/media/disk-file-store.ts'
import { mediaFileKey } from '#app/modules/media/image-urls.ts'
import { MediaStore } from '#app/modules/media/media-store.ts'
import { type DatabaseHandle, openDatabase } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import { seedDemoData } from './index.ts'
import { planDemo } from './plan-demo.ts'

let database: DatabaseHandle
let files: DiskFileStore

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

beforeAll(async () => {
  const target = { kind: 'pglite' as const, dataDir: null }
  database = await openDatabase(target)
  await migrateDatabase(database, target)
  files = new DiskFileStore(path.join(mkdtempSync(path.join(os.tmpdir(), 'kyanma-seed-')), 'media'))
  await seedDemoData({ db: database.db, database, media: new MediaStore(files) })
})
afterAll(() => database?.close())

describe('demo seed', () => {
  it('has the promised volume', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from products) as products, (select count(*)::int from brands) as brands,
      (select count(*)::int from reviews) as reviews, (select count(*)::int from articles) as articles,
      (select count(*)::int from announcements) as announcements, (select count(*)::int from promotions) as promotions,
      (select count(distinct category)::int from articles) as blog_categories`)
    expect(counts?.products).toBeGreaterThanOrEqual(240)
    expect(counts?.brands).toBeGreaterThanOrEqual(30)
    expect(counts?.reviews).toBeGreaterThanOrEqual(300)
    expect(counts?.articles).toBeGreaterThanOrEqual(12)
    expect(counts?.announcements).toBeGreaterThanOrEqual(12)
    expect(counts?.promotions).toBeGreaterThanOrEqual(3)
    expect(counts?.blog_categories).toBe(6)
  })

  it('puts the seven main categories under parent 2, each with at least 20 products', async () => {
    const mains = await rows<{ id: number; products: number }>(sql`
      select m.id, count(p.id)::int as products from categories m
      join categories c on c.id = m.id or c.parent_id = m.id
      left join products p on p.category_id = c.id
      where m.parent_id = ${PRIMARY_CATEGORY_PARENT_ID} group by m.id`)
    expect(mains.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      Object.values(CATEGORY_IDS).sort((a, b) => a - b),
    )
    for (const main of mains)
      expect(main.products, `category ${main.id}`).toBeGreaterThanOrEqual(20)
  })

  it('covers every filter band of spec section 9 with at least 3 products, and the price gap', async () => {
    const bands = [
      ...PRICE_RANGES.map((r) => ({ column: 'retail_price', scale: 1, ...r })),
      { column: 'retail_price', scale: 1, from: 80_000, to: 100_000 },
      ...POTENCY_RANGES.map((r) => ({ column: 'potency', scale: 1, ...r })),
      ...SHIPPING_WEIGHT_RANGES.map((r) => ({
        column: 'shipping_weight_grams',
        scale: 1000,
        ...r,
      })),
      ...TABLET_COUNT_RANGES.map((r) => ({ column: 'tablet_count', scale: 1, ...r })),
    ]
    for (const band of bands) {
      const upper =
        band.to === undefined ? sql`true` : sql`${sql.raw(band.column)} <= ${band.to * band.scale}`
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from products where ${sql.raw(band.column)} >= ${band.from * band.scale} and ${upper}`,
      )
      expect(row?.n, `${band.column} ${band.from}-${band.to ?? ''}`).toBeGreaterThanOrEqual(3)
    }
  })

  it('spreads ratings over the 0-10 scale and has long descriptions, prescriptions and flags', async () => {
    const [facts] = await rows<Record<string, number>>(sql`select
      min(avg_stars) filter (where total_reviews > 0) as low, max(avg_stars) as high,
      count(*) filter (where length(description) > 500)::int as long,
      count(*) filter (where needs_prescription)::int as prescription,
      count(*) filter (where is_flash_sale)::int as flash, count(*) filter (where is_recommended)::int as recommended,
      count(*) filter (where is_best_seller)::int as best, count(*) filter (where nearest_expired_date is not null)::int as expiring
      from products`)
    expect(facts?.low).toBeLessThan(5)
    expect(facts?.high).toBeGreaterThanOrEqual(9)
    expect(facts?.long).toBeGreaterThanOrEqual(20)
    expect(facts?.prescription).toBeGreaterThanOrEqual(5)
    expect(facts?.flash).toBeGreaterThanOrEqual(12)
    expect(facts?.recommended).toBeGreaterThanOrEqual(12)
    expect(facts?.best).toBeGreaterThanOrEqual(12)
    expect(facts?.expiring).toBeGreaterThan(100)
  })

  it('keeps retail_price, avgStars and totalReviews equal to what they summarize', async () => {
    const mismatches = await rows<{ id: number }>(sql`
      select p.id from products p
      left join product_pricings r on r.product_id = p.id and r.customer_type = 'RETAIL_SALE'
      left join (select product_id, count(*)::int as n, round(avg(stars), 1)::float8 as average from reviews group by product_id) s
        on s.product_id = p.id
      where r.price_per_unit is distinct from p.retail_price
        or coalesce(s.n, 0) <> p.total_reviews
        or coalesce(s.average, 0) <> p.avg_stars`)
    expect(mismatches).toEqual([])
  })

  it('stores every image as WebP files of the sizes its row lists', async () => {
    const images = await rows<{
      storage_key: string
      sizes: number[]
      width: number
      height: number
    }>(sql`select storage_key, sizes, width, height from media`)
    expect(images.length).toBeGreaterThan(240)
    for (const image of images.filter((_, index) => index % 25 === 0)) {
      for (const size of image.sizes) {
        const file = path.join(files.rootDir, mediaFileKey(image.storage_key, size, 'webp'))
        const meta = await sharp(file).metadata()
        expect(meta.format).toBe('webp')
        expect(meta.width).toBe(size)
      }
    }
  })

  it('is deterministic: the same plan, row for row, every time', async () => {
    const digest = async () => {
      const plan = await planDemo()
      const stable = {
        ...plan,
        users: plan.users.map(({ passwordHash, ...user }) => user),
        pictures: plan.pictures.map((p) => p.svg()),
      }
      return createHash('sha256').update(JSON.stringify(stable)).digest('hex')
    }
    expect(await digest()).toBe(await digest())
  })

  it('refuses to seed a database that holds data, and replaces it with --reset', async () => {
    await expect(
      seedDemoData({ db: database.db, database, media: new MediaStore(files) }),
    ).rejects.toThrow(/already holds data/)
    await database.db.execute(sql`update products set name = 'Changed' where id = 1`)
    const summary = await seedDemoData(
      { db: database.db, database, media: new MediaStore(files) },
      { reset: true },
    )
    expect(summary.products).toBeGreaterThanOrEqual(240)
    const [first] = await rows<{ name: string }>(sql`select name from products where id = 1`)
    expect(first?.name).not.toBe('Changed')
    const [next] = await rows<{ id: number }>(
      sql`insert into brands (name, slug) values ('New Brand', 'new-brand') returning id`,
    )
    expect(next?.id).toBeGreaterThan(summary.brands)
  })
})

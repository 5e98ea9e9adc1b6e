import { count, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/client.ts'
import { products } from '../src/db/schema/index.ts'

const NAME_WORDS = [
  'Vitamin C',
  'Vitamin D3',
  'Fish Oil',
  'Omega 3',
  'Calcium',
  'Magnesium',
  'Zinc',
  'Collagen',
  'Probiotic',
  'Ginseng',
  'Turmeric',
  'Green Tea',
  'Iron',
  'Biotin',
  'Glucosamine',
  'Folic Acid',
  'Moisturizer',
  'Sunscreen',
  'Face Wash',
  'Lip Balm',
  'Paracetamol',
  'Cough Syrup',
  'Antacid',
  'Bandage',
  'Thermometer',
  'Face Mask',
  'Honey',
  'Oat Milk',
  'Brown Rice',
  'Herbal Tea',
]
const NAME_SUFFIXES = [
  'Tablets',
  'Capsules',
  'Softgels',
  'Gummies',
  'Cream',
  'Powder',
  'Drops',
  'Plus',
]

/** The tables the generator fills; products also holds the dead rows its pricing trigger leaves. */
export const GROWN_TABLES = ['products', 'product_pricings', 'product_images'] as const

/**
 * Grows the demo catalogue to `target` products with one set-based INSERT per table, so 100,000
 * products take seconds. Values come from arithmetic on the row number: the same every run.
 */
export async function growCatalogue(database: DatabaseHandle, target: number): Promise<number> {
  const { db } = database
  const [row] = await db.select({ total: count() }).from(products)
  const existing = row?.total ?? 0
  const missing = target - existing
  if (missing <= 0) return existing
  const words = sql.raw(`(ARRAY[${NAME_WORDS.map((w) => `'${w}'`).join(',')}])`)
  const suffixes = sql.raw(`(ARRAY[${NAME_SUFFIXES.map((w) => `'${w}'`).join(',')}])`)
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into products (id, name, slug, description, brand_id, category_id, potency, potency_unit,
        tablet_count, unit_form, shipping_weight_grams, needs_prescription, stock,
        nearest_expired_date, avg_stars, total_reviews, sold_count, featured_rank,
        is_flash_sale, is_recommended, is_best_seller, created_at)
      select
        i,
        ${words}[1 + (i * 7) % ${NAME_WORDS.length}::int] || ' ' || (25 * (1 + (i * 13) % 80))::text
          || ' mg ' || ${suffixes}[1 + (i * 3) % ${NAME_SUFFIXES.length}::int] || ' No. ' || i::text,
        'bench-' || i::text,
        '<p>Generated product ' || i::text || ' for the benchmark catalogue.</p>',
        brand.ids[1 + (i * 7919) % array_length(brand.ids, 1)],
        leaf.ids[1 + (i * 6151) % array_length(leaf.ids, 1)],
        (i * 37) % 2000, 'mg',
        1 + (i * 31) % 1500, 'tablets',
        1 + (i * 17) % 600,
        (i % 23 = 0),
        (i * 11) % 300,
        date '2027-01-01' + ((i * 5) % 900),
        round(((i * 29) % 101) / 10.0, 1), (i * 3) % 40, (i * 53) % 5000,
        1000 + i,
        (i % 97 = 0), (i % 89 = 0), (i % 83 = 0),
        timestamptz '2025-01-01' + make_interval(mins => i)
      from generate_series(${existing + 1}::int, ${target}::int) as i,
        (select array_agg(id order by id) as ids from brands) as brand,
        (select array_agg(id order by id) as ids from categories
          where parent_id is not null and parent_id <> 2) as leaf
    `)
    await tx.execute(sql`
      insert into product_pricings (product_id, customer_type, price_per_unit)
      select id, 'RETAIL_SALE', 500 + (id * 7727) % 150000 from products where slug like 'bench-%'
      union all
      select id, 'WHOLESALE', (500 + (id * 7727) % 150000) * 9 / 10 from products where slug like 'bench-%'
    `)
    await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), ${target})`)
    // Generated products reuse the demo images; the files exist once.
    await tx.execute(sql`
      insert into product_images (product_id, position, media_id)
      select p.id, 0, m.ids[1 + p.id % array_length(m.ids, 1)]
      from products p, (select array_agg(media_id order by media_id) as ids from product_images) m
      where p.slug like 'bench-%'
    `)
  })
  await database.vacuumAnalyze(GROWN_TABLES)
  return target
}

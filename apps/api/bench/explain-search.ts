import { sql } from 'drizzle-orm'
import type { DatabaseTarget } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { migrateDatabase } from '../src/db/migrate.ts'

/**
 * `node --import tsx apps/api/bench/explain-search.ts [postgres-url]`: the query plans of the
 * search (decision 039) on 20,000 products, a third with Burmese names, in a fresh PGlite (or a
 * throw-away schema of the PostgreSQL server given).
 */
const PRODUCTS = 20_000
const url = process.argv[2]
const schema = `explain_${process.pid}`
const target: DatabaseTarget = url
  ? { kind: 'postgres', url, schema }
  : { kind: 'pglite', dataDir: null }
if (url) {
  const admin = await openDatabase({ kind: 'postgres', url })
  await admin.db.execute(sql.raw(`create schema ${schema}`))
  await admin.close()
}
const database = await openDatabase(target)
const { db } = database
try {
  await migrateDatabase(database, target)
  await db.execute(sql`insert into categories (name, slug) values ('Root', 'root')`)
  const words = [
    'Vitamin C',
    'Fish Oil',
    'Zinc',
    'Paracetamol',
    'Collagen',
    'Ginseng',
    'Honey',
    'Iron',
  ]
  const burmese = ['ဗီတာမင် စီ', 'ငါးဆီ', 'သွပ်', 'ပါရာစီတမော', 'ကော်လာဂျင်', 'ဂျင်ဆင်း', 'ပျားရည်', 'သံဓာတ်']
  await db.execute(sql`
    insert into products (name, name_my, slug, category_id, featured_rank)
    select (${sql.raw(`array['${words.join("','")}']`)})[1 + i % 8] || ' ' || (i % 997) || ' mg ' || i,
           case when i % 3 = 0 then (${sql.raw(`array['${burmese.join("','")}']`)})[1 + i % 8] || ' ' || i end,
           'p-' || i, 1, i % 500
    from generate_series(1, ${PRODUCTS}) as i`)
  await database.vacuumAnalyze()
  const explain = async (title: string, query: string) => {
    const result = await db.execute(sql.raw(`explain analyze ${query}`))
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows ?? result
    console.log(
      `\n## ${title}\n${(rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n')}`,
    )
  }
  const exact = (term: string) =>
    `is_active and (lower(name) like '%${term}%' or lower(name_my) like '%${term}%')`
  await explain(
    'exact, English word',
    `select id from products where ${exact('vitam')}
    order by (coalesce(lower(name) like 'vitam%', false) or coalesce(lower(name_my) like 'vitam%', false)) desc, featured_rank, id limit 12`,
  )
  await explain(
    'exact count, English word',
    `select count(*) from products where ${exact('vitam')}`,
  )
  await explain(
    'exact count, Burmese word',
    `select count(*) from products where ${exact('ပါရာစီ')}`,
  )
  await explain(
    'rare word, English name alone',
    `select count(*) from products where lower(name) like '%12345%'`,
  )
  await explain('exact count, rare word', `select count(*) from products where ${exact('12345')}`)
  const fuzzy = `is_active and (lower(name) like '%paracetmol%' or lower(name) %> 'paracetmol'
    or lower(name_my) like '%paracetmol%' or lower(name_my) %> 'paracetmol')`
  await explain(
    'fuzzy page',
    `select id from products where ${fuzzy}
    order by greatest(word_similarity('paracetmol', lower(name)), word_similarity('paracetmol', lower(name_my))) desc, featured_rank, id limit 12`,
  )
  await explain('fuzzy count', `select count(*) from products where ${fuzzy}`)
} finally {
  await database.close()
  if (url) {
    const admin = await openDatabase({ kind: 'postgres', url })
    await admin.db.execute(sql.raw(`drop schema ${schema} cascade`))
    await admin.close()
  }
}

import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { growCatalogue } from './generate-catalogue.ts'

/**
 * `npm run bench:export [-- --rows N]`: the "100,000 rows export without loading them all
 * in memory". Fills a fresh in-memory PGlite (the demo shop) with N customers (each with a ledger
 * row), N orders and N products by bulk SQL, starts the real app on a local port, and downloads
 * each CSV export as a browser would, counting rows and bytes while sampling this process's
 * memory every 50 ms. The numbers are printed, never asserted. PGlite runs in this process, so
 * its memory is in the RSS too; the heap growth is the export's own share.
 */
const args = process.argv.slice(2)
const rows = Number(args[args.indexOf('--rows') + 1] || 100_000)
const ADMIN = { email: 'bench-admin@kyanma.test', password: 'bench admin password' }
const EXPORTS = ['orders', 'customers', 'products'] as const

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function fill(app: Awaited<ReturnType<typeof buildApp>>) {
  const started = Date.now()
  const { db } = app.ctx
  // One statement per table; the customers' ids come out consecutive, so orders can name them.
  await db.execute(sql`
    insert into users (display_name, phone_number, email, role, created_at)
    select 'ဒေါ်အေး Bench ' || n, '0998' || lpad(n::text, 7, '0'), 'bench' || n || '@example.com',
           'customer', now() - (n || ' minutes')::interval
    from generate_series(1, ${rows}) as n`)
  await db.execute(sql`
    insert into customers (user_id, referral_code, created_at)
    select u.id, 'BENCH' || u.id, u.created_at from users u
    where u.email like 'bench%@example.com'`)
  await db.execute(sql`
    insert into point_ledger (customer_id, points, kind, reference, note, created_at)
    select c.id, 100 + c.id % 900, 'STAFF_ADJUSTMENT', 'bench-' || c.id, 'Bench grant', now()
    from customers c where c.referral_code like 'BENCH%'`)
  await db.execute(sql`
    insert into orders (voucher_no, customer_id, status, address, is_delivery, payment_type,
      subtotal, delivery_fee, discount, points_used, total, total_qty, points_earned,
      created_at, updated_at, status_changed_at)
    select 'BENCH-' || lpad(n::text, 7, '0'), first_customer.id + n - 1, 'DELIVERED',
      '{"region":"Yangon","township":"Kamayut"}'::jsonb, true, 'CASH_ON_DELIVERY',
      25000, 2000, 0, 0, 27000, 2, 270, now(), now(), now()
    from generate_series(1, ${rows}) as n,
      (select min(id) as id from customers where referral_code like 'BENCH%') as first_customer`)
  const productCount = await growCatalogue(app.ctx.database, rows)
  await db.execute(sql`analyze`)
  console.log(
    `${rows} customers, ${rows} orders and ${productCount} products ready in ${secondsSince(started)} s`,
  )
}

const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1)

/** Streams one export through HTTP, keeping nothing but counts, while memory is sampled. */
async function measure(origin: string, token: string, name: string) {
  global.gc?.()
  const before = process.memoryUsage()
  let peakRss = before.rss
  let peakHeap = before.heapUsed
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peakRss = Math.max(peakRss, now.rss)
    peakHeap = Math.max(peakHeap, now.heapUsed)
  }, 50)
  const started = Date.now()
  const answer = await fetch(`${origin}/api/admin/${name}/export.csv`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (answer.status === 404) {
    clearInterval(sampler)
    return console.log(`${name}: no export on this branch (404), skipped`)
  }
  if (!answer.ok || !answer.body) throw new Error(`${name} export answered ${answer.status}`)
  let bytes = 0
  let lines = 0
  for await (const chunk of answer.body) {
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 0x0a) lines++
  }
  clearInterval(sampler)
  console.log(
    `${name}: ${lines - 1} rows, ${mb(bytes)} in ${secondsSince(started)} s; ` +
      `RSS ${mb(before.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); ` +
      `heap ${mb(before.heapUsed)} before, peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)})`,
  )
}

/** One page of the customers table the way staff open it, sort it and search it. */
const LIST_QUERIES = [
  '',
  '?sort=points&order=desc',
  '?sort=orders&order=desc',
  '?search=bench4242',
  '?search=09980004242',
]

async function timeList(origin: string, token: string, query: string) {
  const started = performance.now()
  const answer = await fetch(`${origin}/api/admin/customers${query}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await answer.json()) as { total: number }
  const ms = (performance.now() - started).toFixed(0)
  console.log(`GET /api/admin/customers${query}: ${answer.status}, ${body.total} found, ${ms} ms`)
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyanma-export-bench-'))
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir }),
    database: { kind: 'pglite' as const, dataDir: null },
    firstAdmin: ADMIN,
    // The demo shop gives the categories and brands the generated products belong to.
    seedDemoData: true,
    serveWeb: false,
    logLevel: 'warn',
  }
  const app = await buildApp(config)
  try {
    await fill(app)
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const login = await fetch(`${origin}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: ADMIN.email, password: ADMIN.password, rememberMe: false }),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    for (const name of EXPORTS) await measure(origin, accessToken, name)
    for (const query of LIST_QUERIES) await timeList(origin, accessToken, query)
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()

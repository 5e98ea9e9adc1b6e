import { readFile } from 'node:fs/promises'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { benchDatabase } from './bench-database.ts'
import { prepareOrders } from './order-buyers.ts'
import { orderBody } from './order-scenarios.ts'
import { random } from './read-scenarios.ts'

/**
 * `DATABASE_URL=postgres://… node --import tsx apps/api/bench/order-profile.ts [--products N]`:
 * where an order's time goes, on the PostgreSQL database `npm run bench:api` built. Counts every
 * statement each order request sends (session check, transaction, the answer's re-read) and
 * times the transaction (how long its row locks are held) and the CPU an order costs in Node and
 * in its PostgreSQL backends, first one order at a time, then 50
 * buyers at once, sampling what the PostgreSQL backends wait on. Prints only.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const args = process.argv.slice(2)
const productCount = Number(args[args.indexOf('--products') + 1] || 100_000)
const bench = benchDatabase(root, productCount)
if (bench.target.kind !== 'postgres')
  throw new Error('order-profile needs DATABASE_URL=postgres://…')

interface Statement {
  text: string
  ms: number
  inTransaction: boolean
}
/**
 * What the database saw while it was set. No request context: ALS does not survive pg's
 * connection queue, so a phase collects everything and divides by its orders (nothing else runs).
 */
interface Trace {
  statements: Statement[]
  /** BEGIN to COMMIT of each transaction: how long its row locks were held. */
  transactions: number[]
  /** Waits for one of the pool's connections (a transaction holds one throughout). */
  poolWaits: number[]
}
const newTrace = (): Trace => ({ statements: [], transactions: [], poolWaits: [] })

/**
 * CPU time used so far by this process and by this database's PostgreSQL backends (read from
 * /proc: the server runs on this machine). Per order, it does not depend on how busy the shared
 * machine is, as orders/s and latencies do.
 */
interface CpuMark {
  nodeMs: number
  backendMs: Map<number, number>
}
const TICKS_PER_SECOND = 100
async function cpuMark(sampler: pg.Client): Promise<CpuMark> {
  const { rows } = await sampler.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )
  const backendMs = new Map<number, number>()
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (fields)
      backendMs.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND)
  }
  const { user, system } = process.cpuUsage()
  return { nodeMs: (user + system) / 1000, backendMs }
}
function cpuSince(start: CpuMark, end: CpuMark) {
  let backendMs = 0
  for (const [pid, ms] of end.backendMs) backendMs += ms - (start.backendMs.get(pid) ?? 0)
  return { nodeMs: end.nodeMs - start.nodeMs, backendMs }
}
let current: Trace | undefined
/** The wait-event sampler's own connection, left out of the figures. */
const untraced = new WeakSet<object>()
const openedAt = new WeakMap<object, number>()

// Every statement goes through Client.query (Pool.query borrows a client and calls it).
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
pg.Client.prototype.query = function traced(this: object, ...args: unknown[]) {
  const store = current
  const first = args[0]
  const text = typeof first === 'string' ? first : String((first as { text?: string })?.text)
  if (!store || untraced.has(this)) return query.apply(this, args)
  const started = performance.now()
  if (/^begin/i.test(text)) openedAt.set(this, started)
  const record = () => {
    const opened = openedAt.get(this)
    store.statements.push({
      text,
      ms: performance.now() - started,
      inTransaction: opened !== undefined,
    })
    if (/^(commit|rollback)/i.test(text) && opened !== undefined) {
      store.transactions.push(performance.now() - opened)
      openedAt.delete(this)
    }
  }
  const last = args.at(-1)
  if (typeof last === 'function') {
    args[args.length - 1] = (...results: unknown[]) => {
      record()
      return (last as (...r: unknown[]) => unknown)(...results)
    }
    return query.apply(this, args)
  }
  const result = query.apply(this, args) as Promise<unknown>
  return result.then((value) => {
    record()
    return value
  })
} as typeof pg.Client.prototype.query

const connect = pg.Pool.prototype.connect as (...args: unknown[]) => Promise<unknown>
pg.Pool.prototype.connect = function timedConnect(this: pg.Pool, ...args: unknown[]) {
  const store = current
  if (!store || args.length > 0) return connect.apply(this, args)
  const started = performance.now()
  return connect.apply(this, args).then((client) => {
    store.poolWaits.push(performance.now() - started)
    return client
  })
} as typeof pg.Pool.prototype.connect

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}
const ms = (value: number) => `${value.toFixed(1)} ms`
const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 110)

async function main() {
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  )
  const database = await bench.open()
  const setup = await prepareOrders(database).finally(() => database.close())
  const config = loadConfig({
    ...process.env,
    ...bench.serverEnv,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    SEED_DEMO_DATA: 'false',
  })
  const app = await buildApp(config)
  // Before the first inject: a request waiting for `ready` runs outside its trace's context.
  await app.ready()
  const place = async (buyer: (typeof setup.buyers)[number]) => {
    const count = 1 + random(3)
    const lines = new Map<number, { id: number; unitPrice: number; qty: number }>()
    while (lines.size < count) {
      const product = setup.shelf[random(setup.shelf.length)]
      if (product) lines.set(product.id, { ...product, qty: 1 + random(2) })
    }
    const started = performance.now()
    const answer = await app.inject({
      method: 'POST',
      url: '/api/customers/me/orders',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': crypto.randomUUID() },
      payload: orderBody([...lines.values()]),
    })
    if (answer.statusCode !== 201) throw new Error(`order refused: ${answer.body}`)
    return performance.now() - started
  }

  try {
    const buyer = setup.buyers[0]
    if (!buyer) throw new Error('no buyer')
    for (let i = 0; i < 20; i++) await place(buyer) // warm-up: JIT, plans, pool connections
    current = newTrace()
    const oneMs = await place(buyer)
    console.log(`\n## One order, alone (${ms(oneMs)} in all)`)
    for (const s of current.statements)
      console.log(`${s.inTransaction ? 'tx ' : '   '}${ms(s.ms).padStart(9)}  ${short(s.text)}`)

    const sampler = new pg.Client({ connectionString: bench.serverEnv.DATABASE_URL })
    untraced.add(sampler)
    await sampler.connect()
    current = newTrace()
    const alone: number[] = []
    const aloneStart = await cpuMark(sampler)
    for (let i = 0; i < 100; i++) alone.push(await place(buyer))
    const aloneCpu = cpuSince(aloneStart, await cpuMark(sampler))
    summarise('100 orders one at a time', current, alone, 0, aloneCpu)

    current = newTrace()
    const concurrent: number[] = []
    const waits = new Map<string, number>()
    const concurrentStart = await cpuMark(sampler)
    const until = Date.now() + 5000
    let sampling = true
    const sample = (async () => {
      while (sampling) {
        const { rows } = await sampler.query<{ wait: string; n: number }>(
          `select coalesce(wait_event_type || ':' || wait_event, state) as wait, count(*)::int as n
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
             and backend_type = 'client backend' and query not ilike '%listen%'
           group by 1`,
        )
        for (const row of rows) waits.set(row.wait, (waits.get(row.wait) ?? 0) + row.n)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const started = performance.now()
    await Promise.all(
      setup.buyers.map(async (each) => {
        while (Date.now() < until) concurrent.push(await place(each))
      }),
    )
    const seconds = (performance.now() - started) / 1000
    sampling = false
    await sample
    const concurrentCpu = cpuSince(concurrentStart, await cpuMark(sampler))
    await sampler.end()
    summarise(
      `${setup.buyers.length} buyers at once for 5 s`,
      current,
      concurrent,
      seconds,
      concurrentCpu,
    )
    current = undefined
    const total = [...waits.values()].reduce((a, b) => a + b, 0)
    console.log('PostgreSQL client backends of this database, sampled every 20 ms:')
    for (const [wait, n] of [...waits].sort((a, b) => b[1] - a[1]))
      console.log(`  ${wait}: ${((n / total) * 100).toFixed(0)}%`)
  } finally {
    await app.close()
  }
}

function summarise(
  title: string,
  trace: Trace,
  requests: number[],
  seconds: number,
  cpu: { nodeMs: number; backendMs: number },
) {
  const orders = requests.length
  const inTx = trace.statements.filter((s) => s.inTransaction).length
  const dbMs = trace.statements.reduce((sum, s) => sum + s.ms, 0)
  const rate = seconds ? `, ${(orders / seconds).toFixed(0)} orders/s` : ''
  const spread = (values: number[]) =>
    `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`
  console.log(`\n## ${title}: ${orders} orders${rate}`)
  console.log(`request        ${spread(requests)}`)
  console.log(
    `statements     ${(trace.statements.length / orders).toFixed(1)} an order, ${(inTx / orders).toFixed(1)} of them in its transaction (with BEGIN and COMMIT)`,
  )
  console.log(`statement time ${ms(dbMs / orders)} an order (each round trip as Node sees it)`)
  console.log(`transaction    ${spread(trace.transactions)} (BEGIN to COMMIT: row locks held)`)
  console.log(`pool wait      ${spread(trace.poolWaits)} (for one of the pool's connections)`)
  console.log(
    `CPU            ${ms(cpu.nodeMs / orders)} Node, ${ms(cpu.backendMs / orders)} PostgreSQL backends, an order`,
  )
  const byText = new Map<string, { n: number; ms: number }>()
  for (const s of trace.statements) {
    const key = short(s.text).slice(0, 80)
    const entry = byText.get(key) ?? { n: 0, ms: 0 }
    entry.n++
    entry.ms += s.ms
    byText.set(key, entry)
  }
  for (const [text, entry] of [...byText].sort((a, b) => b[1].ms - a[1].ms))
    console.log(
      `  ${(entry.n / orders).toFixed(2).padStart(5)}x ${ms(entry.ms / entry.n).padStart(9)}  ${text}`,
    )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

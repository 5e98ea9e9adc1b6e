import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

/**
 * Tables that legitimately change when a refused request arrives, left out of "nothing written":
 * - rate_limit_buckets: every attempt at a limited call counts, refused or not (that is its job);
 * - sessions: a signed-in request refreshes its session's last-seen time.
 */
const BOOKKEEPING = new Set(['rate_limit_buckets', 'sessions'])

/** Row count and a hash of every row, per table of the app's schema: cheap on the demo data. */
export async function fingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  // Search counts are buffered in memory: write them now so that a recorded search shows.
  await app.services.keywordRecorder.flush()
  const result = await app.ctx.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )
  const tables = ((result as { rows?: { name: string }[] }).rows ?? result) as { name: string }[]
  const prints: Record<string, string> = {}
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name) || name.startsWith('__drizzle')) continue
    const rows = await app.ctx.db.execute(
      sql.raw(
        `select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${name}" t`,
      ),
    )
    const [row] = ((rows as { rows?: unknown[] }).rows ?? rows) as { print: string }[]
    prints[name] = row?.print ?? ''
  }
  return prints
}

import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { rawRows } from '../src/db/raw-rows.ts'
import { postJson } from './http.ts'

/**
 * What the tests of notifications between servers look at: answers a server keeps in memory,
 * so that another server's change shows only once this one has heard of it.
 */

/** The first product of the default listing, an answer the catalogue cache keeps. */
export async function firstListedProduct(
  app: FastifyInstance,
): Promise<{ id: number; name: string }> {
  return (await postJson(app, '/api/public/products/DEFAULT?size=1', {})).body.data[0]
}

/** A new session of the first user, verified once on `app` (so its cache now holds it). */
export async function verifiedSession(app: FastifyInstance) {
  const [user] = await rawRows<{ id: number }>(
    app.ctx.db,
    sql`select id from users order by id limit 1`,
  )
  const { token, session } = await app.services.sessions.start({
    userId: user?.id ?? 0,
    rememberMe: false,
  })
  if (!(await app.services.sessions.verify(token))) throw new Error('a new session did not verify')
  return { token, sessionId: session.id }
}

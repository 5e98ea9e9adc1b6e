import { ErrorResponseSchema, messages } from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '#app/app-context.ts'
import { AppError } from '#app/lib/app-error.ts'

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
})

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary:
            'Answers ok when the server can serve: its database answers and it hears changes',
          description:
            'A load balancer should send no traffic to a server answering 503 (decision 061).',
          response: {
            200: HealthSchema,
            503: ErrorResponseSchema.describe(
              'DATABASE_UNAVAILABLE: the database does not answer. LISTENER_RECONNECTING: the ' +
                'connection that hears other servers’ changes is down, so this server’s caches ' +
                'are off until it is back',
            ),
          },
        },
      },
      async () => {
        try {
          await ctx.db.execute(sql`select 1`)
        } catch {
          throw new AppError('DATABASE_UNAVAILABLE', 503, messages.databaseUnavailable)
        }
        // Changes other servers make are going unheard: a balancer should prefer a server that
        // hears them, though this one stays correct, reading everything afresh meanwhile.
        if (!ctx.database.listening())
          throw new AppError('LISTENER_RECONNECTING', 503, messages.listenerReconnecting)
        return { status: 'ok' as const, database: ctx.database.kind }
      },
    )
  }
}

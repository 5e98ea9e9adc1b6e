import { messages } from '@kyanma/shared'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../app-context.ts'
import { AppError } from '../../lib/app-error.ts'

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
          summary: 'Answers ok when the server and its database work',
          response: { 200: HealthSchema },
        },
      },
      async () => {
        try {
          await ctx.db.execute(sql`select 1`)
        } catch {
          throw new AppError('DATABASE_UNAVAILABLE', 503, messages.databaseUnavailable)
        }
        return { status: 'ok' as const, database: ctx.database.kind }
      },
    )
  }
}

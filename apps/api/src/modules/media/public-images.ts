import { messages } from '@kyanma/shared'
import { and, eq, inArray } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { media } from '#app/db/schema/index.ts'
import { AppError } from '#app/lib/app-error.ts'

/** Every id must name a stored public picture (never a private receipt); 400 otherwise. */
export async function requirePublicImages(tx: DbExecutor, ids: number[], field: string) {
  if (ids.length === 0) return
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.visibility, 'public')))
  const found = new Set(rows.map((row) => row.id))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length === 0) return
  const message = messages.imageNotFound.replace('{ids}', missing.join(', '))
  throw AppError.badRequest(message, [{ path: `body.${field}`, message }])
}

/** A record's one picture (a logo, a banner), when it has one, must be a stored public picture. */
export function requirePublicImage(tx: DbExecutor, id: number | null, field: string) {
  return requirePublicImages(tx, id === null ? [] : [id], field)
}

import { messages } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import type { DbExecutor } from '../../db/client.ts'
import { media } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * A record may show only a public picture that exists: an unknown id would otherwise fail the
 * foreign key as a 500, and a private one (the media table allows them) must never be published.
 */
export async function assertPublicImage(tx: DbExecutor, imageId: number | null) {
  if (imageId === null) return
  const [row] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, imageId), eq(media.visibility, 'public')))
  if (!row) throw AppError.badRequest(messages.imageNotFound)
}

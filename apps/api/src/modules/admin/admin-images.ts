import { messages } from '@kyanma/shared'
import { and, eq } from 'drizzle-orm'
import type { DbExecutor } from '../../db/client.ts'
import { media } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * A record may show only a public picture that exists: without this an unknown id would fail
 * the foreign key as a 500, and a receipt's (private) id would publish a customer's receipt.
 */
export async function assertPublicImage(tx: DbExecutor, imageId: number | null) {
  if (imageId === null) return
  const [row] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, imageId), eq(media.visibility, 'public')))
  if (!row) throw AppError.badRequest(messages.imageNotFound)
}

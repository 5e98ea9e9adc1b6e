import { eq } from 'drizzle-orm'
import type { DbExecutor } from '#app/db/client.ts'
import { media } from '#app/db/schema/index.ts'
import { isForeignKeyViolation } from '#app/db/unique-violation.ts'
import { mediaFileKey } from './image-urls.ts'

/**
 * Deletes the rows of pictures a record stopped showing, unless something else still shows them
 * (the database's foreign keys say so: every table that shows a picture points at its row).
 * Answers the keys of the files to remove once the transaction has committed: removed earlier,
 * a rollback would leave rows without files.
 */
export async function deleteUnusedPictures(tx: DbExecutor, ids: number[]): Promise<string[]> {
  const keys: string[] = []
  for (const id of new Set(ids)) {
    try {
      // A savepoint: a refused delete must not abort the caller's transaction.
      const [row] = await tx.transaction((savepoint) =>
        savepoint.delete(media).where(eq(media.id, id)).returning(),
      )
      if (row) keys.push(...row.sizes.map((size) => mediaFileKey(row.storageKey, size, row.format)))
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error
    }
  }
  return keys
}

/** The picture a record showed before a save and shows no longer (none when it kept or had none). */
export function replacedPicture(before: number | null, after: number | null): number[] {
  return before !== null && before !== after ? [before] : []
}

import { eq } from 'drizzle-orm'
import type { Database, DbExecutor } from '#app/db/client.ts'
import { media } from '#app/db/schema/index.ts'
import { isForeignKeyViolation } from '#app/db/unique-violation.ts'
import { type FileStore, removeQuietly } from './file-store.ts'
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

/** What the write inside `saveDroppingPictures` answers. */
export interface PictureSave<T> {
  /** What the save answers its caller. */
  result: T
  /** The pictures the record showed before this write and shows no longer. */
  dropped: number[]
}

/**
 * A staff edit of a record that shows pictures (brand, category, product, article,
 * announcement): `write` runs in one transaction and names the pictures it dropped; those no
 * other record shows are deleted in the same transaction, and their files once it has committed.
 */
export async function saveDroppingPictures<T>(
  ctx: { db: Database; media: { files: FileStore } },
  write: (tx: DbExecutor) => Promise<PictureSave<T>>,
): Promise<T> {
  const { result, unusedFiles } = await ctx.db.transaction(async (tx) => {
    const saved = await write(tx)
    return { result: saved.result, unusedFiles: await deleteUnusedPictures(tx, saved.dropped) }
  })
  await removeQuietly(ctx.media.files, unusedFiles)
  return result
}

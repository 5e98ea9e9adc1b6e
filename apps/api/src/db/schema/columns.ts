import { type AnyPgColumn, integer, text, timestamp } from 'drizzle-orm/pg-core'

// The column kinds every table writes the same way, said once so that a table lists only what is
// its own. Each is a function: a table needs a builder of its own, not one shared with the others.

/** A table's own key: a number the database counts (an insert may still name it, as the seed does). */
export const identityId = () => integer().primaryKey().generatedByDefaultAsIdentity()

/** Every moment is stored with its time zone (`timestamptz`), never as a local time. */
export const timestamptz = () => timestamp({ withTimezone: true })

/** A required link to another row, which that row's deletion refuses while this one exists. */
export const linkTo = (ref: () => AnyPgColumn) => integer().notNull().references(ref)

/** A required link to the row this one is part of: deleting that row deletes this one with it. */
export const partOf = (ref: () => AnyPgColumn) =>
  integer().notNull().references(ref, { onDelete: 'cascade' })

/**
 * A description and its Burmese version (decision 039): the Burmese one is null until staff write
 * it ("not translated"), and answers then give the English one.
 */
export const descriptionInBothLanguages = () => ({
  description: text().notNull().default(''),
  descriptionMy: text(),
})

/** An article's or announcement's title and description, each with its Burmese version as above. */
export const titleAndDescriptionInBothLanguages = () => ({
  title: text().notNull(),
  description: text().notNull().default(''),
  titleMy: text(),
  descriptionMy: text(),
})

/** A file kept privately in the media store (a receipt, a prescription): its key, type and size. */
export const privateFile = () => ({
  mediaKey: text().notNull().unique(),
  contentType: text().notNull(),
  bytes: integer().notNull(),
})

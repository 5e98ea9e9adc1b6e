import type { articles } from '#app/db/schema/index.ts'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'

export type ArticleInsert = typeof articles.$inferInsert

/**
 * Every article written to the database goes through here (the demo seed today; the back-office
 * editor and imports later), so the stored HTML holds only what the sanitizer allows. Answers
 * sanitize once more (content.mappers.ts) for rows written some other way, and the page's
 * Content-Security-Policy refuses any script that might slip through (decision 049): independent
 * layers, because article HTML comes from people outside the development team.
 */
export function articleValues(input: ArticleInsert): ArticleInsert {
  return {
    ...input,
    title: input.title.trim(),
    author: input.author.trim(),
    content: sanitizeHtml(input.content),
    // The Burmese version (decision 039) is held to the same rules; undefined leaves it as stored.
    contentMy: input.contentMy && sanitizeHtml(input.contentMy),
  }
}

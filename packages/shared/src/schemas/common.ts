import { z } from 'zod'
import { MAX_PAGE_SIZE } from '../constants/limits.ts'
import { messages } from '../messages.ts'

/** A non-negative whole number sent as text (query strings, path parameters). */
function wholeNumberText(message: string) {
  return z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const text = String(value).trim()
      if (!/^\d{1,15}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return Number(text)
    })
    .meta({ type: 'integer' })
}

/** Ids are PostgreSQL `integer` columns: a larger number can name nothing, and would fail the query. */
const MAX_ID = 2_147_483_647

export const IdSchema = wholeNumberText('must be a positive whole number').pipe(
  z
    .number()
    .int()
    .min(1, 'must be a positive whole number')
    .max(MAX_ID, `must be a positive whole number up to ${MAX_ID}`),
)

export const IdParamsSchema = z.object({ id: IdSchema })

/** Zero-based page on the wire (spec section 7). */
export const PageSchema = wholeNumberText('must be a whole number, 0 or more').default(0)

function pageSizeSchema(defaultSize: number) {
  return wholeNumberText(`must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .pipe(
      z
        .number()
        .int()
        .min(1, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`),
    )
    .default(defaultSize)
}

/**
 * The paging of a list call: `page` from 0 and `size`, `defaultSize` when not sent. A call that
 * takes more (a search, a filter) extends it.
 */
export function pagedQuerySchema(defaultSize: number) {
  return z.object({ page: PageSchema, size: pageSizeSchema(defaultSize) })
}

/**
 * An ISO date-time with its zone ("2025-03-01T00:00:00Z", "...+06:30"), read as a Date: the
 * start and end of the spec's list search parameters (end is exclusive: the chosen day plus one).
 */
export const DateTimeSchema = z.iso
  .datetime({ offset: true, error: messages.invalidDateTime })
  .transform((value) => new Date(value))
  .meta({ format: 'date-time' })

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), pageSize: z.number().int() })
}
export interface ListResponse<T> {
  data: T[]
  total: number
  pageSize: number
}

export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() })
export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

export const ImageSchema = z.object({
  id: z.number().int(),
  urls: z.object({
    public: z.string().meta({ description: 'Full-size image (800 px)' }),
    thumbnail: z.string().meta({ description: 'Small image (320 px) for cards and thumbnails' }),
  }),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
})
export type Image = z.infer<typeof ImageSchema>

/**
 * Decision 039: in a Burmese answer (`Accept-Language: my`), the texts of this object that have
 * no Burmese version yet and are sent in English instead, by field name (`["description"]`), so
 * a page can mark them `lang="en"`. Absent when every text is in the answer's language, and
 * always absent from English answers.
 */
export const EnglishFieldsSchema = z.array(z.string()).optional().meta({
  description:
    'Burmese answers only: the fields of this object sent in English (no Burmese version yet)',
})

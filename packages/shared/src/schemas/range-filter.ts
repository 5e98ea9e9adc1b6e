import { z } from 'zod'
import { messages } from '../messages.ts'
import { parseRange, RANGE_BOUND_MAX } from '../range.ts'

export { type NumberRange, parseRange, RANGE_BOUND_MAX } from '../range.ts'

const RangeBoundInput = z.union([z.number(), z.string(), z.null()]).optional()

export const RangeFilterSchema = z
  .union([
    z.string(),
    z.number(),
    z.strictObject({ from: RangeBoundInput, to: RangeBoundInput }),
    z.null(),
  ])
  .optional()
  .transform((value, ctx) => {
    const range = parseRange(value)
    if (range === 'invalid' || range === 'outOfRange') {
      const message =
        range === 'invalid'
          ? messages.invalidRange
          : messages.rangeOutOfRange.replace('{max}', String(RANGE_BOUND_MAX))
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return range
  })
  .meta({
    description:
      'A range "from,to" (either side may be empty), an object { from, to }, or a number',
    example: '10000,30000',
  })

/** true/false as JSON booleans or text; empty means no filter (the spec's "Both"). */
export const OptionalBooleanFilterSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '']), z.null()])
  .optional()
  .transform((value) => {
    if (value === true || value === 'true') return true
    if (value === false || value === 'false') return false
    return undefined
  })

/** Range filters read without zod, so the web app's listing can use the rule without loading it. */

export interface NumberRange {
  from?: number
  to?: number
}

type RangeInput = string | number | { from?: unknown; to?: unknown } | null | undefined

/**
 * The largest bound a range filter takes: PostgreSQL's `integer`, the type of the columns filtered.
 * Every filtered quantity (kyats, mg, kg, tablets, stars) is far below it; a larger bound is not a
 * filter anyone means, and the database would refuse to compare with it.
 */
export const RANGE_BOUND_MAX = 2_147_483_647

/** Why a range could not be read: not numbers (or from above to), or a bound beyond the maximum. */
export type RangeProblem = 'invalid' | 'outOfRange'

function parseBound(value: unknown): number | undefined | RangeProblem {
  if (value === undefined || value === null) return undefined
  const text = String(value).trim()
  if (text === '') return undefined
  const number = Number(text)
  if (Number.isNaN(number) || number < 0) return 'invalid'
  return number > RANGE_BOUND_MAX ? 'outOfRange' : number
}

/**
 * Reads a range filter in any form the storefront sends (spec sections 5 and 7): "from,to" text,
 * an object { from, to } (the web's comma-split form), or a single number meaning exactly that.
 * Either side may be empty for an open end. Bounds are inclusive. Empty means no filter.
 */
export function parseRange(input: RangeInput): NumberRange | undefined | RangeProblem {
  if (input === undefined || input === null || input === '') return undefined
  let fromRaw: unknown
  let toRaw: unknown
  if (typeof input === 'object') {
    fromRaw = input.from
    toRaw = input.to
  } else if (typeof input === 'string' && input.includes(',')) {
    const parts = input.split(',')
    if (parts.length !== 2) return 'invalid'
    ;[fromRaw, toRaw] = parts
  } else {
    fromRaw = input
    toRaw = input
  }
  const from = parseBound(fromRaw)
  const to = parseBound(toRaw)
  if (from === 'invalid' || to === 'invalid') return 'invalid'
  if (from === 'outOfRange' || to === 'outOfRange') return 'outOfRange'
  if (from !== undefined && to !== undefined && from > to) return 'invalid'
  if (from === undefined && to === undefined) return undefined
  return { ...(from !== undefined && { from }), ...(to !== undefined && { to }) }
}

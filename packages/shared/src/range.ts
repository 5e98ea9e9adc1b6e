/** Range filters read without zod, so the web app's listing can use the rule without loading it. */

export interface NumberRange {
  from?: number
  to?: number
}

type RangeInput = string | number | { from?: unknown; to?: unknown } | null | undefined

function parseBound(value: unknown): number | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined
  const text = String(value).trim()
  if (text === '') return undefined
  const number = Number(text)
  return Number.isFinite(number) && number >= 0 ? number : 'invalid'
}

/**
 * Reads a range filter in any form the storefront sends (spec sections 5 and 7): "from,to" text,
 * an object { from, to } (the web's comma-split form), or a single number meaning exactly that.
 * Either side may be empty for an open end. Bounds are inclusive. Empty means no filter.
 */
export function parseRange(input: RangeInput): NumberRange | undefined | 'invalid' {
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
  if (from !== undefined && to !== undefined && from > to) return 'invalid'
  if (from === undefined && to === undefined) return undefined
  return { ...(from !== undefined && { from }), ...(to !== undefined && { to }) }
}

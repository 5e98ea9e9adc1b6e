/**
 * The rows a page of the generic table shows, numbered from 1 (spec section 9): page 0 of 15
 * out of 40 shows 1 to 15; an empty table shows 0 to 0. `pages` is ceiling(total / size).
 */
export function tableRange(page: number, size: number, total: number) {
  const from = total === 0 ? 0 : Math.min(page * size + 1, total)
  const to = Math.min((page + 1) * size, total)
  return { from, to, total, pages: Math.ceil(total / size) }
}

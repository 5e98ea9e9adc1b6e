/** A page number to link, or a gap standing for the pages left out between two of them. */
export type PageRangeItem = number | 'gap'

/** How many items the pager shows once there are more pages than that. */
const SHOWN_ITEMS = 7

const pagesFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index)

/**
 * The page numbers the link pager shows (1-based): the first and last page always, the current
 * one with its two neighbours, and a gap for the rest. Once there are more than seven pages it is
 * always seven items, so the pager keeps its width while the shopper moves through the pages.
 */
export function pageRange(page: number, totalPages: number): PageRangeItem[] {
  if (totalPages <= SHOWN_ITEMS) return pagesFrom(1, totalPages)
  // Near an end, the gap on that side would hide a single page: show the first or last five.
  if (page <= 4) return [...pagesFrom(1, 5), 'gap', totalPages]
  if (page >= totalPages - 3) return [1, 'gap', ...pagesFrom(totalPages - 4, totalPages)]
  return [1, 'gap', page - 1, page, page + 1, 'gap', totalPages]
}

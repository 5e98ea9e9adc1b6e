import { MAX_SEARCH_LENGTH } from '@kyanma/shared'

/**
 * The page's search text from its URL: trimmed, spaces collapsed, and cut to what the API
 * accepts, so an over-long link still shows results instead of an error.
 */
export function readSearchFilter(searchParams: URLSearchParams): string {
  const text = (searchParams.get('filter') ?? '').replace(/\s+/g, ' ').trim()
  return text.slice(0, MAX_SEARCH_LENGTH).trim()
}

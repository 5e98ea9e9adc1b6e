export type ParamChanges = Record<string, string | number | boolean | null | undefined>

/**
 * Spec section 2: any filter or search change goes back to page 1, and empty or null values leave
 * the URL. Page 1 is the default, so it is dropped too. Other parameters stay as they are.
 */
export function changeSearchParams(current: URLSearchParams, changes: ParamChanges) {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    const text = value === null || value === undefined ? '' : String(value).trim()
    if (text === '') next.delete(key)
    else next.set(key, text)
  }
  if (!('page' in changes)) next.delete('page')
  for (const [key, value] of [...next.entries()]) if (value.trim() === '') next.delete(key)
  return next
}

import { data } from 'react-router'
import { ApiError } from './api-client.ts'

/** A record id from the address, or a 404 for anything that is not one ("abc", "0", "1.5"). */
export function idParam(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 })
  return Number(param)
}

/**
 * Runs a detail page's fetch; the API's 404 becomes the page's 404, so the layout's error
 * boundary shows 'Page not found...' and search engines see a missing page.
 */
export async function orNotFound<T>(fetch: () => Promise<T>): Promise<T> {
  try {
    return await fetch()
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/**
 * A detail query's retry rule: a missing record stays missing, so a 404 shows the not-found page
 * at once; other failures retry as every query does (spec section 7: 3 times).
 */
export function retryUnlessMissing(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return false
  return failures < 3
}

import { texts } from './texts.ts'

/** "Page | Kyanma": every browser tab names the page first, then the shop. */
export function pageTitle(page: string): string {
  return `${page} | ${texts.shopName}`
}

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}
export interface PageSizes {
  name: string
  route: string
  files: (Sizes & { href: string })[]
  js: Sizes & { count: number }
  css: Sizes & { count: number }
}
export const PAGES: { name: string; route: string }[]
export const HOME_BUDGET_BYTES: number
export function measurePages(
  clientDir: string,
  pages?: { name: string; route: string }[],
): PageSizes[]
export function pagesTable(pages: PageSizes[]): string
export function kb(bytes: number): string

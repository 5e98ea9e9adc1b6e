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
  /** The stylesheet the first paint waits for, when the build cut one (decision 070). */
  firstPaintCss?: Sizes
}
export const PAGES: { name: string; route: string }[]
export const BURMESE_PAGES: { name: string; route: string; language: string }[]
export const FIRST_LOAD_BUDGET_BYTES: number
export function overBudget(pages: PageSizes[], budget?: number): PageSizes[]
export function budgetLine(pages: PageSizes[], budget?: number): string
export function measurePages(
  clientDir: string,
  pages?: { name: string; route: string; language?: string }[],
): PageSizes[]
export function pagesTable(pages: PageSizes[]): string
export function kb(bytes: number): string
export function sizeSection(pages: PageSizes[]): string

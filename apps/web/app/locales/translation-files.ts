import type { TextsFile } from './texts-registry.ts'

/**
 * Every translation file of the shop, each a chunk of its own: './my/product.ts' → () => import(...).
 * Only texts-registry.ts loads this, and only for a page in another language than English. The
 * back office's files have a list of their own (back-office-translation-files.ts): a shopper's
 * Burmese page loads this list first, and every name in it is bytes on that first load.
 */
export const translationFiles = import.meta.glob<TextsFile>([
  './*/**/*.ts',
  '!./en/**',
  '!./*/admin/**',
  '!./**/*.test.ts',
])

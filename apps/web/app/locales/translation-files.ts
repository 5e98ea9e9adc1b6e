import type { TextsFile } from './texts-registry.ts'

/**
 * Every translation file, each a chunk of its own: './my/product.ts' → () => import(...). Only
 * texts-registry.ts loads this, and only for a page in another language than English.
 */
export const translationFiles = import.meta.glob<TextsFile>([
  './*/**/*.ts',
  '!./en/**',
  '!./**/*.test.ts',
])

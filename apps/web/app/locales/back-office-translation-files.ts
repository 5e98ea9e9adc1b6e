import type { TextsFile } from './texts-registry.ts'

/** The back office's translation files ('./my/admin/orders.ts' → () => import(...)); see translation-files.ts. */
export const translationFiles = import.meta.glob<TextsFile>([
  './*/admin/**/*.ts',
  '!./en/**',
  '!./**/*.test.ts',
])

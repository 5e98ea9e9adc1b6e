/**
 * Names for the records a suite creates that no other record of the run has: `base`, this test
 * process's id and a count, as `Golden Lotus 4242-3`. Where a name must be unique (brands,
 * categories) or a test finds its record by name, each call gives the next one.
 */
export function uniqueNames(base: string): () => string {
  let count = 0
  return () => `${base} ${process.pid}-${++count}`
}

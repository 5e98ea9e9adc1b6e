/**
 * The unique constraint (or index) a failed insert broke, or undefined for any other error.
 * Drizzle wraps the driver's error; node-postgres and PGlite both give `code` and `constraint`.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  const failure = databaseErrorOf(error, '23505')
  if (!failure) return undefined
  return typeof failure.constraint === 'string' ? failure.constraint : ''
}

/**
 * Runs a write whose unique value was checked just before: when another writer took the value in
 * between, the unique constraint refuses the write and `taken()` (a 409) is thrown instead.
 * `constraint` names the one index meant; without it any unique violation counts.
 */
export async function refuseTaken<T>(
  write: () => Promise<T>,
  taken: () => Error,
  constraint?: string,
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const broken = uniqueViolationOf(error)
    if (broken !== undefined && (constraint === undefined || broken === constraint)) throw taken()
    throw error
  }
}

/** Whether a failed statement broke a foreign key (a row others still point at). */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorOf(error, '23503') !== undefined
}

/** The driver's error with this SQLSTATE code inside Drizzle's wrapping, if there is one. */
function databaseErrorOf(error: unknown, sqlState: string) {
  for (let cause = error; cause instanceof Error || isRecord(cause); ) {
    const failure = cause as { code?: unknown; constraint?: unknown }
    if (failure.code === sqlState) return failure
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

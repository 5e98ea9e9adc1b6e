/**
 * The unique constraint (or index) a failed insert broke, or undefined for any other error.
 * Drizzle wraps the driver's error; node-postgres and PGlite both give `code` and `constraint`.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  const failure = databaseErrorOf(error, '23505')
  if (!failure) return undefined
  return typeof failure.constraint === 'string' ? failure.constraint : ''
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

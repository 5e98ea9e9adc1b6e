/**
 * The unique constraint (or index) a failed insert broke, or undefined for any other error.
 * Drizzle wraps the driver's error; node-postgres and PGlite both give `code` and `constraint`.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error || isRecord(cause); ) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

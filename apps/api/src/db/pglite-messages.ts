/**
 * What the server thread and the PGlite worker (decision 057) say to each other over the
 * worker's port. Every request carries an id that its reply repeats; notifications arrive
 * unasked, in the order PGlite delivered them relative to the replies.
 */

/** Where the worker opens its database: the arguments `openDatabase` was given. */
export interface PgliteWorkerData {
  dataDir: string | null
  loadDump?: string
}

/** One statement's rows as PGlite returns them (`rowMode` picks arrays or objects). */
export interface WorkerResults {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

export type WorkerRequest = { id: number } & (
  | {
      op: 'query'
      sql: string
      params: unknown[]
      rowMode: 'array' | 'object'
      /** Types whose text the caller parses itself; the worker hands it over unparsed. */
      rawTypes: number[]
      /** The open transaction this statement belongs to; without it, it waits for none to be open. */
      transaction?: number
    }
  | { op: 'exec'; sql: string; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' }
)

/** An error's message, name and own plain fields (`code`, `constraint`, `detail`…). */
export type SerializedError = { message: string; name: string } & Record<string, unknown>

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notification: { channel: string; payload: string } }
  | { ready: true }
  | { ready: false; error: SerializedError }

/**
 * Structured cloning keeps only an Error's message and stack, and the app tells a duplicate
 * phone from a duplicate e-mail by the driver error's `constraint` (db/unique-violation.ts).
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value
    }
  }
  return { ...fields, message: error.message, name: error.name }
}

export function deserializeError(serialized: SerializedError): Error {
  const { message, name, ...fields } = serialized
  const error = Object.assign(new Error(message), fields)
  error.name = name
  return error
}

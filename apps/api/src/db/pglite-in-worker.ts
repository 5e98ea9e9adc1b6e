import { Worker } from 'node:worker_threads'
import type { QueryOptions } from '@electric-sql/pglite'
import { apiRoot, runsCompiled } from '../paths.ts'
import {
  deserializeError,
  type PgliteWorkerData,
  type WorkerReply,
  type WorkerRequest,
  type WorkerResults,
} from './pglite-messages.ts'

/**
 * The worker's entry. From the sources, a small module that registers tsx first (Node 20 does not
 * hand the parent's `--import tsx` to a worker); in the compiled server, the worker's own bundle
 * beside it (decision 067).
 */
const WORKER_ENTRY = runsCompiled
  ? new URL('dist/pglite-worker.mjs', apiRoot)
  : new URL('./pglite-worker-boot.mjs', import.meta.url)

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never
type Parsers = NonNullable<QueryOptions['parsers']>

/** What drizzle's PGlite driver calls on its client, and on the client inside a transaction. */
export interface PgliteQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerResults>
}

/**
 * The server thread's end of the PGlite worker (decision 057): the part of PGlite's client that
 * drizzle's PGlite driver uses (`query`, `transaction`), plus what the database handle needs.
 * Statements go to the worker and their rows come back; the server thread never runs the
 * database itself.
 */
export class PgliteInWorker implements PgliteQueries {
  readonly #worker: Worker
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  readonly #listeners = new Map<string, Set<(payload: string) => void>>()
  #lastId = 0
  #failure: Error | undefined

  private constructor(worker: Worker) {
    this.#worker = worker
  }

  static async start(data: PgliteWorkerData): Promise<PgliteInWorker> {
    const worker = new Worker(WORKER_ENTRY, { workerData: data })
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject)
      worker.once('message', (reply: WorkerReply) => {
        worker.off('error', reject)
        if ('ready' in reply && reply.ready) resolve()
        else
          reject(
            'error' in reply
              ? deserializeError(reply.error)
              : new Error('PGlite worker did not start'),
          )
      })
    })
    const client = new PgliteInWorker(worker)
    worker.on('message', (reply: WorkerReply) => client.#receive(reply))
    worker.on('error', (error) => client.#fail(error))
    worker.on('exit', (code) => client.#fail(new Error(`PGlite worker exited (code ${code})`)))
    // Only statements on their way keep the process alive, as the in-thread PGlite did.
    worker.unref()
    return client
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.#query(sql, params, options, undefined)
  }

  /** Runs `callback` inside one transaction, which holds the database until it ends. */
  async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const transaction = (await this.#call({ op: 'begin' })) as number
    const tx: PgliteQueries = {
      query: (sql, params = [], options = {}) => this.#query(sql, params, options, transaction),
    }
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      await this.#call({ op: 'end', transaction, commit: false })
      throw error
    }
    await this.#call({ op: 'end', transaction, commit: true })
    return result
  }

  async exec(sql: string): Promise<void> {
    await this.#call({ op: 'exec', sql })
  }

  /** Calls `onMessage` for every notification on `channel`; the returned function stops it. */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel)
    if (!listeners) {
      listeners = new Set()
      this.#listeners.set(channel, listeners)
      await this.#call({ op: 'listen', channel })
    }
    listeners.add(onMessage)
    return async () => {
      listeners.delete(onMessage)
      if (listeners.size > 0 || this.#listeners.get(channel) !== listeners) return
      this.#listeners.delete(channel)
      await this.#call({ op: 'unlisten', channel })
    }
  }

  /** The whole database as a tar file. */
  async dump(): Promise<Buffer> {
    return Buffer.from((await this.#call({ op: 'dump' })) as ArrayBuffer)
  }

  async close(): Promise<void> {
    await this.#call({ op: 'close' })
    await this.#worker.terminate()
  }

  async #query(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    transaction: number | undefined,
  ): Promise<WorkerResults> {
    const parsers: Parsers = options.parsers ?? {}
    const rawTypes = Object.keys(parsers).map(Number)
    const rowMode = options.rowMode ?? 'object'
    const results = (await this.#call({
      op: 'query',
      sql,
      params,
      rowMode,
      rawTypes,
      ...(transaction !== undefined && { transaction }),
    })) as WorkerResults
    if (rawTypes.length > 0) applyParsers(results, parsers, rowMode)
    return results
  }

  #call(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure)
    const id = ++this.#lastId
    if (this.#waiting.size === 0) this.#worker.ref()
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject })
      this.#worker.postMessage({ ...request, id })
    })
  }

  #receive(reply: WorkerReply) {
    if ('notification' in reply) {
      const { channel, payload } = reply.notification
      for (const listener of this.#listeners.get(channel) ?? []) listener(payload)
      return
    }
    if (!('id' in reply)) return
    const waiting = this.#waiting.get(reply.id)
    if (!waiting) return
    this.#waiting.delete(reply.id)
    if (this.#waiting.size === 0) this.#worker.unref()
    if (reply.ok) waiting.resolve(reply.value)
    else waiting.reject(deserializeError(reply.error))
  }

  #fail(error: Error) {
    this.#failure ??= error
    for (const waiting of this.#waiting.values()) waiting.reject(error)
    this.#waiting.clear()
  }
}

/**
 * Drizzle's PGlite driver passes functions to keep dates and intervals as text. Functions cannot
 * cross to the worker, so the worker leaves those types as text and they are applied here.
 */
function applyParsers(results: WorkerResults, parsers: Parsers, rowMode: 'array' | 'object') {
  const columns = results.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID]
    return parse ? [{ key: rowMode === 'array' ? index : field.name, parse }] : []
  })
  if (columns.length === 0) return
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const { key, parse } of columns) {
      const value = row[key]
      if (typeof value === 'string') row[key] = parse(value)
    }
  }
}

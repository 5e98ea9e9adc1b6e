import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import {
  type PgliteWorkerData,
  serializeError,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-messages.ts'

/**
 * The embedded database in a thread of its own (decision 057): PGlite runs each statement
 * synchronously in WebAssembly, so on the server's thread a slow query stalled every request.
 * Here it stalls only the statements queued behind it. `PgliteInWorker` is the other end.
 */
if (!parentPort) throw new Error('pglite-worker.ts runs only as a worker thread')
const port = parentPort
const { dataDir, loadDump } = workerData as PgliteWorkerData
const post = (reply: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer)

/**
 * PostgreSQL's default of 128 MB, which PGlite touches at start and keeps for the life of the
 * process, was a quarter of the server's memory; pages that leave this cache stay in the
 * operating system's file cache instead (decision 057).
 */
const BUFFER_CACHE = 'shared_buffers=16MB'

/** Ends a transaction: true commits, false rolls back. */
interface OpenTransaction {
  tx: Transaction
  end: (commit: boolean) => void
  ended: Promise<unknown>
}
/** Thrown into PGlite's transaction callback to make it roll back; not an error to report. */
const rollbackRequested = Symbol('rollback requested')

async function main() {
  // Starting from a dump skips initdb, which takes seconds; the test suite relies on it.
  const loadDataDir = loadDump ? new Blob([readFileSync(loadDump)]) : undefined
  const pg = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    // Added to PGlite's own start parameters: its `postgresqlconf` option would instead replace
    // the data directory's whole postgresql.conf, initdb's timezone and locale settings with it.
    startParams: [...PGlite.defaultStartParams, '-c', BUFFER_CACHE],
    ...(loadDataDir && { loadDataDir }),
  })
  const transactions = new Map<number, OpenTransaction>()
  let lastTransaction = 0
  const runner = (transaction: number | undefined) => {
    if (transaction === undefined) return pg
    const open = transactions.get(transaction)
    if (!open) throw new Error(`transaction ${transaction} is not open`)
    return open.tx
  }

  /**
   * PGlite's own transaction() holds its lock until the callback settles, so other statements
   * wait as they did on the server thread; the callback settles when the server thread ends it.
   */
  const begin = () =>
    new Promise<number>((started, failed) => {
      const id = ++lastTransaction
      const ended = pg.transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            const end = (ok: boolean) => (ok ? commit() : rollBack(rollbackRequested))
            transactions.set(id, { tx, end, ended })
            started(id)
          }),
      )
      ended.catch(failed)
    })

  const end = async (id: number, commit: boolean) => {
    const open = transactions.get(id)
    if (!open) throw new Error(`transaction ${id} is not open`)
    open.end(commit)
    try {
      await open.ended
    } catch (error) {
      if (error !== rollbackRequested) throw error
    } finally {
      transactions.delete(id)
    }
  }

  const listening = new Map<string, () => Promise<void>>()
  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const keepText = (text: string) => text
        const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, keepText]))
        const { rows, fields, affectedRows } = await runner(request.transaction).query(
          request.sql,
          request.params,
          { rowMode: request.rowMode, parsers },
        )
        return { rows, fields, affectedRows }
      }
      case 'exec':
        await runner(request.transaction).exec(request.sql)
        return undefined
      case 'begin':
        return begin()
      case 'end':
        return end(request.transaction, request.commit)
      case 'listen':
        if (!listening.has(request.channel)) {
          const { channel } = request
          const stop = await pg.listen(channel, (payload) =>
            post({ notification: { channel, payload } }),
          )
          listening.set(channel, stop)
        }
        return undefined
      case 'unlisten':
        await listening.get(request.channel)?.()
        listening.delete(request.channel)
        return undefined
      case 'dump':
        return await (await pg.dumpDataDir('none')).arrayBuffer()
      case 'close':
        await pg.close()
        return undefined
    }
  }

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (value) =>
        post({ id: request.id, ok: true, value }, value instanceof ArrayBuffer ? [value] : []),
      (error: unknown) => post({ id: request.id, ok: false, error: serializeError(error) }),
    )
  })
  post({ ready: true })
}

main().catch((error: unknown) => post({ ready: false, error: serializeError(error) }))

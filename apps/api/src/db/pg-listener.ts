import pg from 'pg'

export interface PgListener {
  /** True while the connection is up and listening; false from a drop until LISTEN works again. */
  readonly listening: boolean
  close(): Promise<void>
}

/** What the listener's owner does about the notifications it may miss. */
export interface ListenerOutage {
  /** The connection dropped: notifications are lost from now until `reconnected`. */
  dropped(): void
  /** Listening again; anything may have changed meanwhile. */
  reconnected(): void
}

const RETRY_DELAYS_MS = [100, 500, 1000, 2000, 5000]

/**
 * A connection can die without a word: a restarted router or pooler, a host that vanished. No
 * error and no end arrive, and the listener would wait for notifications that never come. So it
 * asks `select 1` on its own connection every `everyMs`, and takes no answer within `timeoutMs`
 * for a drop. TCP keepalive would find it too, but only after Linux's default of about 11 minutes.
 */
export interface Heartbeat {
  everyMs: number
  timeoutMs: number
}
const HEARTBEAT: Heartbeat = { everyMs: 30_000, timeoutMs: 10_000 }

/**
 * LISTEN needs a connection of its own that stays open. When it drops, notifications sent
 * meanwhile are lost, so the owner hears of the drop and of the reconnect (`outage`).
 */
export async function listenWithReconnect(
  connection: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  outage?: ListenerOutage,
  heartbeat: Heartbeat = HEARTBEAT,
): Promise<PgListener> {
  let closed = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let attempt = 0

  async function checkAlive() {
    const current = client
    if (!current) return
    let timer: NodeJS.Timeout | undefined
    const silence = new Promise<'silent'>((resolve) => {
      timer = setTimeout(() => resolve('silent'), heartbeat.timeoutMs)
    })
    const answer = current.query('select 1').then(
      () => 'alive' as const,
      () => 'silent' as const,
    )
    const outcome = await Promise.race([answer, silence])
    clearTimeout(timer)
    if (outcome === 'silent') lost(current)
  }

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client(connection)
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '')
    })
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      discard(next)
      throw error
    }
    return next
  }

  function lost(which: pg.Client) {
    // A failed attempt also ends, after rejecting: its caller retries, once.
    if (which !== client) return
    client = undefined
    discard(which)
    outage?.dropped()
    retrySoon()
  }

  function retrySoon() {
    // One retry at a time: parallel attempts would each leave a connection open.
    if (closed || retry) return
    const delay = RETRY_DELAYS_MS[Math.min(attempt++, RETRY_DELAYS_MS.length - 1)]
    retry = setTimeout(async () => {
      retry = undefined
      let next: pg.Client
      try {
        next = await connect()
      } catch {
        return retrySoon()
      }
      if (closed) return discard(next)
      client = next
      attempt = 0
      outage?.reconnected()
    }, delay)
    retry.unref()
  }

  client = await connect()
  const beat = setInterval(checkAlive, heartbeat.everyMs)
  beat.unref()
  return {
    get listening() {
      return client !== undefined
    },
    async close() {
      closed = true
      clearTimeout(retry)
      clearInterval(beat)
      const current = client
      client = undefined
      if (current) await discard(current)
    },
  }
}

function discard(stale: pg.Client): Promise<void> {
  stale.removeAllListeners()
  // A broken socket may still report an error while ending: nobody needs to hear it.
  stale.on('error', () => {})
  const ended = stale.end().catch(() => {})
  // A silent connection never answers the goodbye `end` sends: give up on it after a while.
  return Promise.race([ended, new Promise<void>((resolve) => setTimeout(resolve, 1000).unref())])
}

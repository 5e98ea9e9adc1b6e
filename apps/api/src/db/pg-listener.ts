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
 * LISTEN needs a connection of its own that stays open. When it drops, notifications sent
 * meanwhile are lost, so the owner hears of the drop and of the reconnect (`outage`).
 */
export async function listenWithReconnect(
  connection: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  outage?: ListenerOutage,
): Promise<PgListener> {
  let closed = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let attempt = 0

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
  return {
    get listening() {
      return client !== undefined
    },
    async close() {
      closed = true
      clearTimeout(retry)
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
  return stale.end().catch(() => {})
}

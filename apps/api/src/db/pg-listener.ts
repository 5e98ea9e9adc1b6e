import pg from 'pg'

export interface PgListener {
  close(): Promise<void>
}

const RETRY_DELAYS_MS = [100, 500, 1000, 2000, 5000]

/**
 * LISTEN needs a connection of its own that stays open. When it drops, notifications sent
 * meanwhile are lost, so after reconnecting `onReconnect` lets the caller assume everything changed.
 */
export async function listenWithReconnect(
  connection: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<PgListener> {
  let closed = false
  let client: pg.Client | undefined
  let attempt = 0

  async function connect(): Promise<void> {
    const next = new pg.Client(connection)
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '')
    })
    next.on('error', () => reconnectSoon())
    next.on('end', () => reconnectSoon())
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
    attempt = 0
  }

  function reconnectSoon() {
    if (closed) return
    const stale = client
    client = undefined
    stale?.removeAllListeners()
    stale?.end().catch(() => {})
    const delay = RETRY_DELAYS_MS[Math.min(attempt++, RETRY_DELAYS_MS.length - 1)]
    setTimeout(() => {
      if (closed) return
      connect().then(
        () => onReconnect?.(),
        () => reconnectSoon(),
      )
    }, delay).unref()
  }

  await connect()
  return {
    async close() {
      closed = true
      const current = client
      client = undefined
      current?.removeAllListeners()
      await current?.end().catch(() => {})
    },
  }
}

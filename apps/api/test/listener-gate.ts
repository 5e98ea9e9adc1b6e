import { randomBytes } from 'node:crypto'
import net from 'node:net'
import pg from 'pg'

/**
 * A listener URL for tests that cut the listening connection and keep it down: it reaches
 * PostgreSQL through a TCP relay that can refuse new connections (a client retrying after a
 * drop then fails until `open`), under an application name of its own to find the connection by.
 */
export async function listenerGate(postgresUrl: string) {
  const target = new URL(postgresUrl)
  const applicationName = `kyanma-listener-${randomBytes(4).toString('hex')}`
  // Asks PostgreSQL about the listener's connections, on a connection that is not one of them.
  const admin = new pg.Pool({ connectionString: postgresUrl, max: 1 })
  let refusing = false
  const relayed = new Set<net.Socket>()
  const relay = net.createServer((incoming) => {
    if (refusing) return incoming.destroy()
    const outgoing = net.connect(Number(target.port || 5432), target.hostname)
    incoming.pipe(outgoing)
    outgoing.pipe(incoming)
    for (const [socket, other] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ] as const) {
      relayed.add(socket)
      // Either end closing or failing ends the other: the client then sees its connection lost.
      socket.on('error', () => {})
      socket.on('close', () => {
        relayed.delete(socket)
        other.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const address = relay.address() as net.AddressInfo
  const url = new URL(postgresUrl)
  url.hostname = '127.0.0.1'
  url.port = String(address.port)
  url.searchParams.set('application_name', applicationName)

  return {
    url: url.toString(),
    /** Ends the listening connections from the server's side, as an administrator or a restart would. */
    async terminate(): Promise<number> {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where application_name = $1 and query like 'LISTEN%'`,
        [applicationName],
      )
      return rows.filter((row) => row.ended).length
    },
    /** How many connections of the listener PostgreSQL holds. */
    async connections(): Promise<number> {
      const { rows } = await admin.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where application_name = $1',
        [applicationName],
      )
      return rows[0]?.count ?? 0
    },
    /** Sends a notification, as another server would. */
    async notify(channel: string, payload: string) {
      await admin.query('select pg_notify($1, $2)', [channel, payload])
    },
    /**
     * Stops carrying bytes on the connections open now, without closing them: to both ends the
     * connection looks alive and silent, as after a router or host vanished. New ones still work.
     */
    freeze() {
      for (const socket of relayed) {
        socket.unpipe()
        socket.pause()
      }
    },
    refuse() {
      refusing = true
    },
    open() {
      refusing = false
    },
    async close() {
      for (const socket of relayed) socket.destroy()
      await new Promise<void>((resolve) => relay.close(() => resolve()))
      await admin.end()
    },
  }
}

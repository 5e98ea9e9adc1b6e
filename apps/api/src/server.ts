import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

/**
 * Starts the shop and stops it cleanly: on SIGINT/SIGTERM the server stops taking requests and
 * the database is closed before exit (an embedded PGlite directory can corrupt otherwise).
 */
async function main() {
  const config = loadConfig()
  const app = await buildApp(config)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    const forceExit = setTimeout(() => process.exit(1), 10_000)
    forceExit.unref()
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  await app.listen({ port: config.port, host: config.host })
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, serverNodeArgs } from '../../../scripts/server-process.mjs'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyanma-server-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/**
 * The real entry point, as `npm start` runs it, on an embedded database kept in `dataDir`, on a
 * port the system has just found free (another suite's server may hold any fixed one).
 */
async function startServer() {
  const port = await freePort()
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return { child, url: `http://127.0.0.1:${port}`, output: () => output }
}

/**
 * A first start migrates and seeds a fresh database: seconds on a quiet machine, much longer on a
 * two-core CI machine running other suites' servers at the same time, so the wait is generous.
 */
const START_DEADLINE_MS = 300_000

async function waitUntilUp(server: Awaited<ReturnType<typeof startServer>>) {
  const deadline = Date.now() + START_DEADLINE_MS
  while (Date.now() < deadline && server.child.exitCode === null) {
    try {
      const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) })
      if (health.ok) return
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not start (exit code ${server.child.exitCode}):\n${server.output()}`)
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.on('exit', (code) => resolve(code))
  })

describe('the server process on an embedded database', () => {
  it(
    'seeds on first start, refuses a second process on the same data, stops cleanly, keeps data',
    async () => {
      const first = await startServer()
      await waitUntilUp(first)
      const health = await (await fetch(`${first.url}/api/health`)).json()
      expect(health).toEqual({ status: 'ok', database: 'pglite' })

      const second = await startServer()
      expect(await exitOf(second.child)).toBe(1)
      expect(second.output()).toContain('in use by another running process')

      // Something only this run knows, counted in memory and saved at shutdown.
      for (let i = 0; i < 40; i++) await fetch(`${first.url}/api/public/search?filter=krill%20oil`)
      first.child.kill('SIGTERM')
      expect(await exitOf(first.child)).toBe(0)
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false)

      const again = await startServer()
      await waitUntilUp(again)
      const popular = (await (await fetch(`${again.url}/api/public/popular/search`)).json()) as {
        data: string[]
      }
      expect(popular.data[0]).toBe('krill oil')
      const list = (await (
        await fetch(`${again.url}/api/public/products/DEFAULT`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json()) as { total: number }
      expect(list.total).toBeGreaterThanOrEqual(240)
      again.child.kill('SIGINT')
      expect(await exitOf(again.child)).toBe(0)
    },
    2 * START_DEADLINE_MS + 60_000,
  )
})

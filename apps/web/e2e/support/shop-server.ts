import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  freePort,
  productionServerEnv,
  serverNodeArgs,
} from '../../../../scripts/server-process.mjs'

/** Starting and stopping a real shop server (`apps/api/src/server.ts`) for the browser suite. */

const root = fileURLToPath(new URL('../../../../', import.meta.url))

/** Where a shop of the suite runs: its address on a free port and a fresh DATA_DIR. */
export interface ShopPlace {
  port: number
  baseUrl: string
  dataDir: string
}

/** A free port and a new temporary directory whose name starts with `dataDirPrefix`. */
export async function newShopPlace(dataDirPrefix: string): Promise<ShopPlace> {
  const port = await freePort()
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: mkdtempSync(path.join(os.tmpdir(), dataDirPrefix)),
  }
}

/**
 * Starts the server at `place` as production runs it on the embedded database, with `env` on
 * top; resolves once /api/health answers.
 */
export async function startShopServer(
  { port, baseUrl, dataDir }: ShopPlace,
  env: Record<string, string>,
) {
  const server = spawn(process.execPath, serverNodeArgs(), {
    cwd: root,
    env: {
      // Links the server makes (a wallet order's payment page) must reach the same host the
      // browser signed in on, or the session cookie does not go with them.
      ...productionServerEnv({ port, dataDir, publicUrl: baseUrl }),
      // Every browser context says where it comes from (browser.ts), as a shop's proxy would.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(`${baseUrl}/api/health`, server)
  return server
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer in time`)
}

export function stopShopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve()
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
}

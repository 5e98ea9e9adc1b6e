import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { serverNodeArgs } from '../../../../scripts/server-process.mjs'

/** Starting and stopping a real shop server (`apps/api/src/server.ts`) for the browser suite. */

const root = fileURLToPath(new URL('../../../../', import.meta.url))

/** Starts the server with `env` on top of this process's; resolves once /api/health answers. */
export async function startShopServer(env: Record<string, string>, baseUrl: string) {
  const server = spawn(process.execPath, serverNodeArgs(), {
    cwd: root,
    env: { ...process.env, ...env },
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

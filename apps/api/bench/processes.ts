import { type ChildProcess, spawn } from 'node:child_process'
import { serverNodeArgs, typeScriptNodeArgs } from '../../../scripts/server-process.mjs'

/** Starts the shop server, as `npm start` runs it, as its own Node process. */
export function startServerProcess(env: NodeJS.ProcessEnv): ChildProcess {
  return startProcess(serverNodeArgs(), env)
}

/** Starts a TypeScript entry point as its own Node process, with the shop server's V8 flags. */
export function startNodeProcess(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  return startProcess([...typeScriptNodeArgs(entry), ...args], env)
}

function startProcess(nodeArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, nodeArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}
export async function waitForOk(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

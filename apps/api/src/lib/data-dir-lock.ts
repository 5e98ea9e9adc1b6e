import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export interface DataDirLock {
  release(): void
}

/**
 * Two processes writing one PGlite directory corrupt it, so the first process to start takes
 * `DATA_DIR/.lock` (holding its pid) and any other refuses to start while that process lives.
 * A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, '.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return {
        release() {
          if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readPid(lockPath)
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another running process (pid ${holder}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`)
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

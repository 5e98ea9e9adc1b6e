import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock.ts'

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'kyanma-lock-'))

describe('lockDataDir', () => {
  it('takes the lock and gives it back', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
    expect(existsSync(path.join(dir, '.lock'))).toBe(false)
  })

  it('refuses a directory held by another running process', async () => {
    const dir = tempDir()
    const other = spawn('sleep', ['30'])
    try {
      writeFileSync(path.join(dir, '.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(`in use by another running process (pid ${other.pid})`)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir()
    const gone = spawn('true')
    await new Promise((resolve) => gone.on('exit', resolve))
    writeFileSync(path.join(dir, '.lock'), String(gone.pid))
    const lock = lockDataDir(dir)
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
  })
})

import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

const SECRET_FILE = 'payment-sandbox-secret'

/**
 * The sandbox gateway's signing secret: PAYMENT_SANDBOX_SECRET when set, else one made once and
 * kept in DATA_DIR. A random secret per process would not do: with several server processes the
 * callback may reach another process than the one that signed it. Processes that share DATA_DIR
 * share the file; processes on different machines must set PAYMENT_SANDBOX_SECRET.
 */
export async function sandboxSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured
  const file = path.join(dataDir, SECRET_FILE)
  const existing = await readSecret(file)
  if (existing) return existing
  // Written whole to a file of our own, then linked into place: link fails if another process
  // got there first, and nobody ever reads a half-written secret.
  await mkdir(dataDir, { recursive: true })
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(draft, randomBytes(32).toString('hex'), { mode: 0o600 })
  try {
    await link(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await unlink(draft)
  }
  const secret = await readSecret(file)
  if (!secret) throw new Error(`${file} is empty`)
  return secret
}

async function readSecret(file: string) {
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

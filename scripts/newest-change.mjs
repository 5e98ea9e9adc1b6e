import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The newest modification time (ms) of a file, or of anything inside a folder; 0 if missing. */
export function newestChange(root, target) {
  const full = path.join(root, target)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(full).map((name) => newestChange(root, path.join(target, name))),
  )
}

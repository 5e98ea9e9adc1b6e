// Runs drizzle-kit generate, then removes the "public". schema prefix drizzle-kit writes into
// foreign keys, so the same migrations work in any schema on the search path (test runs on
// PostgreSQL each use a schema of their own).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' })
const folder = new URL('../drizzle/', import.meta.url)
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const path = new URL(file, folder)
  const sql = readFileSync(path, 'utf8')
  const fixed = sql.replaceAll('"public".', '')
  if (fixed !== sql) writeFileSync(path, fixed)
}

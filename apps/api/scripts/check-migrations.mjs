// Fails when the committed migrations do not match src/db/schema: a schema change without
// `npm run db:generate -w @kyanma/api` would otherwise only show when a database lacks the column.
// drizzle-kit generates into a copy of drizzle/, with drizzle.config.ts's own settings; a copy that
// gains a file means the schema moved past the last snapshot. `drizzle-kit check` also refuses
// snapshots that contradict each other (two branches that each added a migration).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('..', import.meta.url))
const committed = join(apiDir, 'drizzle')
const scratch = mkdtempSync(join(tmpdir(), 'kyanma-migrations-'))

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
}

/** Runs drizzle-kit in apps/api; answers what it printed. */
function drizzleKit(args) {
  // A timeout and no terminal: where drizzle-kit would ask (a renamed column?) it prints an error
  // and still exits 0, so the caller also reads what it printed; CI must never wait for an answer.
  const run = spawnSync('npx', ['drizzle-kit', ...args], {
    cwd: apiDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  })
  const printed = `${run.stdout ?? ''}${run.stderr ?? ''}`
  if (run.status !== 0) {
    process.stderr.write(printed)
    throw new Error(`drizzle-kit ${args[0]} failed (${run.error?.message ?? `exit ${run.status}`})`)
  }
  return printed
}

try {
  const out = join(scratch, 'drizzle')
  cpSync(committed, out, { recursive: true })
  const config = join(scratch, 'drizzle.config.ts')
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(apiDir, 'drizzle.config.ts'))}\n` +
      // Relative to apps/api: drizzle-kit puts './' before the folder it is given.
      `export default { ...base, out: ${JSON.stringify(relative(apiDir, out))} }\n`,
  )
  drizzleKit(['check', '--config', config])
  const generated = drizzleKit(['generate', '--config', config])
  const before = new Set(filesUnder(committed))
  const added = filesUnder(out).filter((file) => !before.has(file))
  const changed = [...before].filter(
    (file) => readFileSync(join(committed, file), 'utf8') !== readFileSync(join(out, file), 'utf8'),
  )
  if (added.length === 0 && changed.length === 0 && !generated.includes('No schema changes')) {
    // It stopped before writing anything, e.g. at a question it cannot ask without a terminal.
    console.error(
      'drizzle-kit could not tell whether the schema matches the migrations (a rename needs an ' +
        'answer: run `npm run db:generate -w @kyanma/api` in a terminal):\n' +
        generated,
    )
    process.exitCode = 1
  } else if (added.length > 0 || changed.length > 0) {
    console.error(
      'The schema in apps/api/src/db/schema has changes no committed migration makes.\n' +
        'Run `npm run db:generate -w @kyanma/api` and commit apps/api/drizzle.\n' +
        `drizzle-kit would add or change: ${[...added, ...changed].join(', ')}`,
    )
    for (const file of added.filter((name) => name.endsWith('.sql')))
      console.error(`\n--- ${file}\n${readFileSync(join(out, file), 'utf8')}`)
    process.exitCode = 1
  } else {
    console.log('Migrations match the schema.')
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

// docs/benchmarks.md has one section per benchmark (`npm run bench:api`, `npm run bench:web`),
// each between its own markers, so each writer replaces its section and keeps the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const TITLE = `# Benchmarks

Written by \`npm run bench\` (\`bench:api\` then \`bench:web\`); each command rewrites only its own
section. Re-run after changing anything on the request path or the pages, and commit the figures.
`

const start = (name) => `<!-- ${name}:start -->`
const end = (name) => `<!-- ${name}:end -->`

/** Replaces section `name` of the markdown `text`, or appends it; the body has no markers. */
export function replaceSection(text, name, body) {
  const block = `${start(name)}\n${body.trim()}\n${end(name)}`
  const from = text.indexOf(start(name))
  const to = text.indexOf(end(name))
  if (from >= 0 && to > from) return text.slice(0, from) + block + text.slice(to + end(name).length)
  return `${text.trimEnd()}\n\n${block}\n`
}

/** Writes section `name` of the benchmarks file, keeping the other sections. */
export function writeSection(file, name, body) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const base = current.includes('<!-- ') ? current : TITLE
  writeFileSync(file, replaceSection(base, name, body))
}

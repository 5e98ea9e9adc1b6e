import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const e2eDir = fileURLToPath(new URL('.', import.meta.url))

interface JsonReport {
  numFailedTests: number
  numPassedTests: number
  numPendingTests: number
  numTotalTests: number
  testResults: { name: string }[]
}

// README promises that `npm test` on a machine without Chromium skips the browser suite with a
// message. A browser-suite test outside `describeInBrowser` (or `describe.skipIf(!hasBrowser())`)
// breaks that promise there (no server is started, so it fails), which no run on a machine with
// Chromium would show.
it('without Chromium, every browser-suite file is collected and every test in it skipped', () => {
  const reportFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'kyanma-no-chromium-')), 'r.json')
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'apps/web/vitest.e2e.config.ts',
      '--reporter=json',
      `--outputFile=${reportFile}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: 'none' }, encoding: 'utf8' },
  )
  expect(run.stdout + run.stderr).toContain('Browser tests skipped: no Chromium found')
  expect(run.status, run.stderr).toBe(0)
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport
  const specFiles = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'))
  expect(report.testResults.map((file) => path.basename(file.name)).sort()).toEqual(
    specFiles.sort(),
  )
  expect(report.numFailedTests).toBe(0)
  expect(report.numPassedTests).toBe(0)
  expect(report.numPendingTests).toBe(report.numTotalTests)
  expect(report.numTotalTests).toBeGreaterThan(0)
}, 120_000)

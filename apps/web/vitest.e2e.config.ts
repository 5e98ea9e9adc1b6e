import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Browser journeys against the built app, started for real on a fresh embedded database.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})

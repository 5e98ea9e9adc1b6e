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
    // A browser journey on a loaded two-core CI machine can lose a race with its own timeouts.
    // One more try keeps such a hiccup from failing the run; a real fault fails both tries, and
    // the report still shows the retry so the race can be fixed (as the journey's page 2 was).
    retry: 1,
    // expect.poll waits 1 s by default; a loaded machine may need longer to render an answer.
    expect: { poll: { timeout: 10_000 } },
  },
})

import { defineConfig } from 'vitest/config'

// Unit tests of the shared rules, the web app's components (happy-dom), and the API suite through app.inject on a real database
// (PGlite in memory, or PostgreSQL when DATABASE_URL is set). Browser tests have their own config.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          // A form test types key by key; on a loaded 2-core machine that can pass 5 s.
          testTimeout: 15_000,
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        test: {
          // How the web build splits its files (apps/web/vite-plugins) and what the service worker
          // precaches (apps/web/scripts).
          name: 'web-build',
          include: ['apps/web/vite-plugins/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          // Rules about the browser suite itself (it runs the suite as a machine without Chromium).
          name: 'e2e-rules',
          include: ['apps/web/e2e/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The upload suites again with the files in an S3-compatible bucket (a local s3rver)
          // instead of DATA_DIR: the same behaviour from either store (decision 047).
          name: 'api-s3',
          include: [
            'apps/api/src/modules/media/staff-media.test.ts',
            'apps/api/src/modules/orders/staff-orders-detail.test.ts',
            'apps/api/src/modules/catalog/staff-product-pictures.test.ts',
            'apps/api/src/modules/media/replaced-pictures.test.ts',
            'apps/api/src/modules/payments/receipts.test.ts',
            'apps/api/src/modules/prescriptions/prescription-uploads.test.ts',
          ],
          globalSetup: ['apps/api/test/global-setup-s3.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})

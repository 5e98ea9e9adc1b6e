import type { Config } from '@react-router/dev/config'

// Server rendering: public pages arrive as HTML, so a slow phone paints before any JavaScript runs.
export default {
  appDirectory: 'app',
  // `npm run size` builds a copy with source maps elsewhere (scripts/bundle-report.mjs).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Opt in to React Router 8's behaviour now rather than migrate later. Middleware stays off:
  // it changes the load context the Fastify integration passes (apps/api/src/plugins/web.ts).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config

import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { backOfficeOwnMantine } from './vite-plugins/back-office-mantine.ts'
import { chunkGroups } from './vite-plugins/chunk-groups.ts'
import { firstPaintStylesheet } from './vite-plugins/first-paint-stylesheet.ts'
import { mantineCssPerComponent } from './vite-plugins/mantine-css.ts'
import { precompress } from './vite-plugins/precompress.ts'
import { providerWithoutStyleWriters, themeStylesheet } from './vite-plugins/theme-stylesheet.ts'
import { translationList } from './vite-plugins/translation-list.ts'

// In development the React Router dev server (port 5173) forwards API and media requests to the
// API process; in production one Fastify process serves everything (apps/api/src/plugins/web.ts).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [
    backOfficeOwnMantine(),
    mantineCssPerComponent(),
    themeStylesheet(),
    providerWithoutStyleWriters(),
    reactRouter(),
    translationList(),
    firstPaintStylesheet(),
    precompress(),
  ],
  build: {
    // Only the analysis build of `npm run size` has source maps; shipped builds have none.
    sourcemap: process.env.WEB_SOURCEMAP === 'true',
    // One stylesheet for the whole app (about 18 KB compressed with only the Mantine components
    // in use, see vite-plugins/mantine-css.ts): split per chunk it became ten render-blocking
    // requests on the home page, which cost more on a slow phone than the unused rules do.
    cssCodeSplit: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
})

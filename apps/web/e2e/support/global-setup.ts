import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
// @ts-expect-error a plain ES module script shared with `npm start`
import { ensureWebBuild } from '../../../../scripts/ensure-web-build.mjs'
import { findChromium } from './find-chromium.ts'
import { newShopPlace, startShopServer, stopShopServer } from './shop-server.ts'
import { startSocialProviders } from './social-providers.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string
    /** The local OpenID Connect providers the server signs in with (social-sign-in.spec.ts). */
    socialIssuers: { google: string; apple: string }
    /** The started server's DATA_DIR (its SMS outbox is sms-outbox.jsonl there). */
    dataDir: string
    /** The first admin the server creates (a member of staff moves orders along). */
    admin: { email: string; password: string }
  }
}

const ADMIN = { email: 'e2e-admin@kyanma.test', password: 'e2e admin password' }

/**
 * Builds the web app if needed and starts the real server (`apps/api/src/server.ts`) on a free
 * port with a fresh data directory, so the demo shop is seeded exactly as on a first `npm start`.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium()
  if (!chromiumPath) {
    console.warn(
      "\nBrowser tests skipped: no Chromium found (set CHROME_PATH or install Debian's chromium).\n",
    )
    project.provide('chromiumPath', '')
    project.provide('baseUrl', '')
    project.provide('socialIssuers', { google: '', apple: '' })
    project.provide('dataDir', '')
    project.provide('admin', ADMIN)
    return
  }
  ensureWebBuild()
  const place = await newShopPlace('kyanma-e2e-')
  const social = await startSocialProviders()
  const server = await startShopServer(place, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...social.env,
  })
  project.provide('chromiumPath', chromiumPath)
  project.provide('baseUrl', place.baseUrl)
  project.provide('socialIssuers', social.issuers)
  project.provide('dataDir', place.dataDir)
  project.provide('admin', ADMIN)
  return async () => {
    await stopShopServer(server)
    await social.stop()
    rmSync(place.dataDir, { recursive: true, force: true })
  }
}

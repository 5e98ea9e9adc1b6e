import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
// @ts-expect-error a plain ES module script shared with `npm start`
import { ensureWebBuild } from '../../../../scripts/ensure-web-build.mjs'
import { freePort } from '../../../../scripts/server-process.mjs'
import { findChromium } from './find-chromium.ts'
import { startShopServer, stopShopServer } from './shop-server.ts'
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyanma-e2e-'))
  const port = await freePort()
  const social = await startSocialProviders()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = await startShopServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      // Links the server makes (a wallet order's payment page) must reach the same host the
      // browser signed in on, or the session cookie does not go with them.
      PUBLIC_URL: baseUrl,
      // Every browser context says where it comes from (browser.ts), as a shop's proxy would.
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...social.env,
    },
    baseUrl,
  )
  project.provide('chromiumPath', chromiumPath)
  project.provide('baseUrl', baseUrl)
  project.provide('socialIssuers', social.issuers)
  project.provide('dataDir', dataDir)
  project.provide('admin', ADMIN)
  return async () => {
    await stopShopServer(server)
    await social.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

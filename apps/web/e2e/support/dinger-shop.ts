import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../../../scripts/server-process.mjs'
import { startFakeDinger } from '../../../api/test/fake-dinger/fake-dinger.ts'
import { startShopServer, stopShopServer } from './shop-server.ts'

/**
 * A second shop for the Dinger journeys (dinger.spec.ts): the real server with
 * PAYMENT_GATEWAY=dinger against the fake Dinger (apps/api/test/fake-dinger, a real HTTP server
 * on 127.0.0.1 keeping Dinger's rules), on a database and DATA_DIR of its own, so the suite's
 * main shop keeps its sandbox. The fake runs in the test's process: a test approves a payment
 * on Dinger's side as the wallet app would (`fake.decide`).
 */
export async function startDingerShop() {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const fake = await startFakeDinger({
    callbackUrl: `${baseUrl}/api/payments/callback/dinger`,
    // The dashboard's return URL (decision 043).
    returnUrl: `${baseUrl}/api/payments/return`,
  })
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyanma-e2e-dinger-'))
  const config = fake.config
  const server = await startShopServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: 'true',
      PAYMENT_GATEWAY: 'dinger',
      DINGER_API_URL: config.apiUrl,
      DINGER_CHECKOUT_URL: config.checkoutUrl,
      DINGER_PROJECT_NAME: config.projectName,
      DINGER_MERCHANT_NAME: config.merchantName,
      DINGER_API_KEY: config.apiKey,
      DINGER_PUBLIC_KEY: config.publicKey,
      DINGER_CALLBACK_KEY: config.callbackKey,
    },
    baseUrl,
  ).catch(async (error) => {
    await fake.close()
    throw error
  })
  return {
    baseUrl,
    fake,
    async stop() {
      await stopShopServer(server)
      await fake.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

import { rmSync } from 'node:fs'
import { startFakeDinger } from '../../../api/test/fake-dinger/fake-dinger.ts'
import { newShopPlace, startShopServer, stopShopServer } from './shop-server.ts'

/**
 * A second shop for the Dinger journeys (dinger.spec.ts): the real server with
 * PAYMENT_GATEWAY=dinger against the fake Dinger (apps/api/test/fake-dinger, a real HTTP server
 * on 127.0.0.1 keeping Dinger's rules), on a database and DATA_DIR of its own, so the suite's
 * main shop keeps its sandbox. The fake runs in the test's process: a test approves a payment
 * on Dinger's side as the wallet app would (`fake.decide`).
 */
export async function startDingerShop() {
  const place = await newShopPlace('kyanma-e2e-dinger-')
  const { baseUrl } = place
  const fake = await startFakeDinger({
    callbackUrl: `${baseUrl}/api/payments/callback/dinger`,
    // The dashboard's return URL (decision 043).
    returnUrl: `${baseUrl}/api/payments/return`,
  })
  const server = await startShopServer(place, fake.shopEnv).catch(async (error) => {
    await fake.close()
    throw error
  })
  return {
    baseUrl,
    fake,
    async stop() {
      await stopShopServer(server)
      await fake.close()
      rmSync(place.dataDir, { recursive: true, force: true })
    },
  }
}

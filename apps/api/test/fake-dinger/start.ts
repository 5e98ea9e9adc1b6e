import { startFakeDinger } from './fake-dinger.ts'

/**
 * Starts the fake Dinger by hand (the browser journey):
 *   npx tsx apps/api/test/fake-dinger/start.ts [port] [shop url]
 * and prints the variables to start the shop with. Test-only: never part of the server.
 */
const port = Number(process.argv[2] ?? 4010)
const shop = (process.argv[3] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const fake = await startFakeDinger({
  port,
  callbackUrl: `${shop}/api/payments/callback/dinger`,
  returnUrl: `${shop}/api/payments/return`,
})
const variables = fake.shopEnv
console.log(`fake Dinger on ${fake.url}; start the shop with:`)
for (const [name, value] of Object.entries(variables)) console.log(`${name}='${value}'`)

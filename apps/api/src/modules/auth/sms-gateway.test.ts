import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '#app/db/demo-seed/demo-account.ts'
import { HttpSmsSender } from '#app/lib/sms/http-sms-sender.ts'
import { post } from '#test/auth-helpers.ts'
import { createTestApp, type TestApp } from '#test/test-app.ts'

/** The whole recovery with SMS_PROVIDER=http, against a local fake gateway. */
let gateway: Server
let t: TestApp
let gatewayStatus = 500
const bodies: any[] = []

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      bodies.push(JSON.parse(text))
      response.writeHead(gatewayStatus).end('{}')
    })
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
  t = await createTestApp({
    config: { sms: { provider: 'http', url, token: 'token', senderName: 'Kyanma' } },
  })
})
afterAll(async () => {
  await t?.close()
  gateway.closeAllConnections()
  await new Promise((resolve) => gateway.close(resolve))
})

describe('password recovery through an SMS gateway (SMS_PROVIDER=http)', () => {
  it('uses the HTTP sender; a failing gateway gets 502, and asking again works', async () => {
    expect(t.app.services.sms).toBeInstanceOf(HttpSmsSender)
    gatewayStatus = 500
    const failed = await post(t.app, '/api/auth/forgetPassword', {
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
    })
    expect(failed.status).toBe(502)
    expect(failed.body.message).toBe('We could not send the SMS. Please try again.')

    gatewayStatus = 200
    const sent = await post(t.app, '/api/auth/forgetPassword', {
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
    })
    expect(sent.status).toBe(200)
    const last = bodies.at(-1)
    expect(last).toMatchObject({ to: '959790000001', sender: 'Kyanma' })
    const code = /(\d{6})/.exec(last.message)?.[1] ?? ''
    const verified = await post(t.app, '/api/auth/resetPasswordBySms', {
      user: DEMO_ACCOUNT.phoneNumber,
      token: code,
    })
    expect(verified.status).toBe(200)
  })
})

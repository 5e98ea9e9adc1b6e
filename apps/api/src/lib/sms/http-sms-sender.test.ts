import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HttpSmsSender } from './http-sms-sender.ts'
import { SmsDeliveryError } from './sms-sender.ts'

interface Received {
  method?: string
  url?: string
  headers: IncomingMessage['headers']
  body: any
}

/** A local stand-in for the SMS gateway: answers what the test sets. */
let server: Server
let url: string
const received: Received[] = []
let answer: (response: ServerResponse) => void = (response) => response.end('{"status":true}')

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(text),
      })
      answer(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/send`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function sender(timeoutMs = 2000) {
  const log = { info: vi.fn(), warn: vi.fn() }
  const sms = new HttpSmsSender(
    { url, token: 'secret-token', senderName: 'Kyanma', timeoutMs },
    log as any,
  )
  return { sms, log }
}

describe('HttpSmsSender (SMSPoh-style gateway)', () => {
  it('posts {to, message, sender} with the bearer token, the number in international form', async () => {
    answer = (response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":true}')
    const { sms } = sender()
    await sms.send('09 790 000 123', 'Your Kyanma code is 123456.')
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v2/send',
      headers: { authorization: 'Bearer secret-token', 'content-type': 'application/json' },
      body: { to: '959790000123', message: 'Your Kyanma code is 123456.', sender: 'Kyanma' },
    })
    await sms.send('၀၉၇၉၀၀၀၀၁၂၄', 'hi')
    expect(received.at(-1)?.body.to).toBe('959790000124')
  })

  it('treats an error answer as a failure and logs the reason, not the whole number', async () => {
    answer = (response) => response.writeHead(401).end('{"message":"Invalid token"}')
    const { sms, log } = sender()
    const failure = await sms.send('09790000123', 'hi').catch((error) => error)
    expect(failure).toBeInstanceOf(SmsDeliveryError)
    expect(failure.reason).toBe('HTTP 401: {"message":"Invalid token"}')
    const [fields] = log.warn.mock.lastCall ?? []
    expect(fields).toEqual({ to: '…123', reason: 'HTTP 401: {"message":"Invalid token"}' })
  })

  it('gives up on a gateway that does not answer in time', async () => {
    answer = () => {} // never answers
    const { sms, log } = sender(300)
    const started = Date.now()
    const failure = await sms.send('09790000123', 'hi').catch((error) => error)
    expect(failure).toBeInstanceOf(SmsDeliveryError)
    expect(failure.reason).toBe('no answer within 300 ms')
    expect(Date.now() - started).toBeLessThan(5000)
    expect(log.warn).toHaveBeenCalled()
  })

  it('fails when the gateway cannot be reached at all', async () => {
    const log = { info: vi.fn(), warn: vi.fn() }
    const closed = new HttpSmsSender(
      { url: 'http://127.0.0.1:9/send', token: 't', senderName: 'Kyanma', timeoutMs: 2000 },
      log as any,
    )
    await expect(closed.send('09790000123', 'hi')).rejects.toBeInstanceOf(SmsDeliveryError)
  })

  it('refuses a number that is not a Myanmar mobile number without calling the gateway', async () => {
    const before = received.length
    const { sms } = sender()
    await expect(sms.send('+66 81 234 5678', 'hi')).rejects.toBeInstanceOf(SmsDeliveryError)
    expect(received).toHaveLength(before)
  })
})

import {
  constants,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DingerConfig } from '#app/config.ts'
import { checksumOf, encryptPaymentResult } from '#app/modules/payments/dinger/dinger-crypto.ts'
import { dingerPages } from './fake-dinger-pages.ts'
import type { DingerStatus, FakeTransaction } from './fake-transaction.ts'

/**
 * A stand-in for Dinger (decision 041) on 127.0.0.1, for tests and the browser journey: a real
 * HTTP server that keeps Dinger's rules — it refuses what Dinger would (code 013 wrong account,
 * 401 unknown token, 012 a payload it cannot decrypt, 102 missing fields, 014 items not adding up
 * to the total, 015 a merchant order id used before, 016 a provider the project has not turned
 * on), serves a hosted page where a method is approved or declined, POSTs the encrypted, checksummed
 * callback to the shop, and answers status inquiries. Never part of the production server.
 */

export interface FakeDingerOptions {
  port?: number
  /** The shop's callback (Dinger's dashboard setting); may be set later on the handle. */
  callbackUrl?: string
  /** Where the hosted page sends the shopper when done (the dashboard's return URL). */
  returnUrl?: string
}

/** The providers a project has turned on in the fake's dashboard. */
export const ACTIVE_PROVIDERS: Record<string, string[]> = {
  'KBZ Pay': ['PWA', 'QR'],
  'Wave Pay': ['PIN'],
  'AYA Pay': ['PIN', 'QR'],
  'CB Pay': ['QR'],
  Onepay: ['PIN'],
  'UAB Pay': ['PIN'],
  MPU: ['OTP'],
  MMQR: ['QR'],
}

const RSA_BITS = 1024

/** RSA PKCS#1 v1.5 decryption done by hand: Node refuses the padding for private decryption. */
export function rsaDecrypt(base64: string, privateKey: KeyObject) {
  const data = Buffer.from(base64, 'base64')
  const block = RSA_BITS / 8
  if (data.length === 0 || data.length % block !== 0) throw new Error('not whole blocks')
  const parts: Buffer[] = []
  for (let offset = 0; offset < data.length; offset += block) {
    const raw = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      data.subarray(offset, offset + block),
    )
    // 00 02, at least 8 non-zero padding bytes, 00, the message.
    const end = raw.indexOf(0, 2)
    if (raw[0] !== 0 || raw[1] !== 2 || end < 10) throw new Error('bad padding')
    parts.push(raw.subarray(end + 1))
  }
  return Buffer.concat(parts).toString('utf8')
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body: string, type = 'application/json') {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` })
  response.end(body)
}

const now = () => new Date()
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:T]/g, '')
    .slice(0, 14)
    .replace(/^(\d{8})/, '$1 ')

export async function startFakeDinger(options: FakeDingerOptions = {}) {
  const keys = generateKeyPairSync('rsa', { modulusLength: RSA_BITS })
  const account = {
    projectName: 'Kyanma Test Shop',
    merchantName: 'kyanma',
    apiKey: `${randomBytes(4).toString('hex')}.${randomBytes(16).toString('base64url')}`,
    callbackKey: randomBytes(16).toString('hex'),
  }
  const tokens = new Set<string>()
  const transactions = new Map<string, FakeTransaction>()
  /** Callback bodies as sent, for tests that replay or inspect them. */
  const delivered: { body: string; status: number }[] = []
  let transactionCount = 0

  const fake = {
    url: '',
    callbackUrl: options.callbackUrl,
    returnUrl: options.returnUrl,
    /** A test's lost callback: decisions are kept but not sent. */
    dropCallbacks: false,
    transactions,
    delivered,
    account,
    get config(): DingerConfig {
      return {
        apiUrl: fake.url,
        checkoutUrl: `${fake.url}/gateway`,
        projectName: account.projectName,
        merchantName: account.merchantName,
        apiKey: account.apiKey,
        publicKey: keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        callbackKey: account.callbackKey,
      }
    },
    /** The shop's environment variables that point it at this fake (config.ts reads them). */
    get shopEnv(): Record<string, string> {
      const config = fake.config
      return {
        PAYMENT_GATEWAY: 'dinger',
        DINGER_API_URL: config.apiUrl,
        DINGER_CHECKOUT_URL: config.checkoutUrl,
        DINGER_PROJECT_NAME: config.projectName,
        DINGER_MERCHANT_NAME: config.merchantName,
        DINGER_API_KEY: config.apiKey,
        DINGER_PUBLIC_KEY: config.publicKey,
        DINGER_CALLBACK_KEY: config.callbackKey,
      }
    },
    /** The callback body Dinger sends for a result (a test may change the result first). */
    callbackBody(result: Record<string, unknown>) {
      const json = JSON.stringify(result)
      return JSON.stringify({
        paymentResult: encryptPaymentResult(json, account.callbackKey),
        checksum: checksumOf(json),
      })
    },
    resultOf(transaction: FakeTransaction) {
      return {
        totalAmount: transaction.totalAmount,
        createdAt: stamp(transaction.createdAt),
        transactionStatus: transaction.status,
        methodName: transaction.methodName,
        merchantOrderId: transaction.merchantOrderId,
        customerName: transaction.customerName,
        transactionId: transaction.transactionId,
        providerName: transaction.providerName,
      }
    },
    /** The shopper's answer on the hosted page; the callback goes out unless dropped. */
    async decide(merchantOrderId: string, status: Exclude<DingerStatus, 'PENDING'>) {
      const transaction = transactions.get(merchantOrderId)
      if (transaction?.status !== 'PENDING') throw new Error('not pending')
      transaction.status = status
      if (fake.dropCallbacks || !fake.callbackUrl) return undefined
      const body = fake.callbackBody(fake.resultOf(transaction))
      const answer = await fetch(fake.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      delivered.push({ body, status: answer.status })
      return answer
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }

  const refuse = (response: ServerResponse, code: string, message: string) =>
    send(response, 200, JSON.stringify({ code, message, time: stamp(now()) }))
  const ok = (response: ServerResponse, body: Record<string, unknown>) =>
    send(
      response,
      200,
      JSON.stringify({ code: '000', message: 'Request Success', time: stamp(now()), ...body }),
    )

  const bearer = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? ''
    return header.startsWith('Bearer ') && tokens.has(header.slice(7))
  }

  function token(url: URL, response: ServerResponse) {
    const given = Object.fromEntries(url.searchParams)
    if (
      given.projectName !== account.projectName ||
      given.merchantName !== account.merchantName ||
      given.apiKey !== account.apiKey
    )
      return refuse(
        response,
        '013',
        'Cannot authenticate! Please check and correct your merchant name, project name or full merchant api key!',
      )
    const paymentToken = randomBytes(24).toString('base64url')
    tokens.add(paymentToken)
    return ok(response, {
      response: { paymentToken, expiredAt: stamp(new Date(Date.now() + 600_000)) },
    })
  }

  async function pay(request: IncomingMessage, response: ServerResponse) {
    if (!bearer(request)) return refuse(response, '401', 'Token Expire')
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return refuse(response, '102', 'Invalid request parameters')
    const payload = new URLSearchParams(await readBody(request)).get('payload') ?? ''
    let data: Record<string, unknown>
    try {
      data = JSON.parse(rsaDecrypt(payload, keys.privateKey))
    } catch {
      return refuse(
        response,
        '012',
        'Cannot decrypt! Please check you encrypt correctly with correct method and key!',
      )
    }
    const required = [
      'providerName',
      'methodName',
      'totalAmount',
      'orderId',
      'customerPhone',
      'customerName',
      'items',
    ]
    if (required.some((field) => data[field] === undefined || data[field] === ''))
      return refuse(response, '102', 'Invalid request parameters')
    const providerName = String(data.providerName)
    const methodName = String(data.methodName)
    if (!ACTIVE_PROVIDERS[providerName]?.includes(methodName))
      return refuse(response, '016', 'Please activate provider and method name in dashboard')
    let itemsTotal = Number.NaN
    try {
      const items = JSON.parse(String(data.items)) as { amount: unknown; quantity: unknown }[]
      itemsTotal = items.reduce((sum, item) => sum + Number(item.amount) * Number(item.quantity), 0)
    } catch {}
    const totalAmount = Number(data.totalAmount)
    if (!Number.isInteger(totalAmount) || totalAmount <= 0 || itemsTotal !== totalAmount)
      return refuse(response, '014', 'Invalid Total Amount!')
    const merchantOrderId = String(data.orderId)
    if (transactions.has(merchantOrderId))
      return refuse(response, '015', 'Order Id is already existed!')
    transactionCount++
    const transaction: FakeTransaction = {
      merchantOrderId,
      transactionId: `TRX${Date.now()}${transactionCount}`,
      formToken: randomBytes(12).toString('hex'),
      totalAmount,
      providerName,
      methodName,
      customerName: String(data.customerName),
      status: 'PENDING',
      createdAt: now(),
    }
    transactions.set(merchantOrderId, transaction)
    return ok(response, {
      response: {
        amount: totalAmount,
        merchOrderId: merchantOrderId,
        formToken: transaction.formToken,
        transactionNum: transaction.transactionId,
        sign: checksumOf(transaction.transactionId),
        ...(methodName === 'QR' && { qrCode: `00020101021226${transaction.transactionId}` }),
      },
    })
  }

  function inquiry(request: IncomingMessage, url: URL, response: ServerResponse) {
    if (!bearer(request)) return refuse(response, '401', 'Token Expire')
    const transaction = transactions.get(url.searchParams.get('merchantOrderId') ?? '')
    if (!transaction) return refuse(response, '102', 'Invalid request parameters')
    return ok(response, { response: fake.resultOf(transaction) })
  }

  function hostedPage(url: URL, response: ServerResponse) {
    const transaction = transactions.get(url.searchParams.get('merchantOrderId') ?? '')
    if (
      !transaction ||
      transaction.formToken !== url.searchParams.get('formToken') ||
      transaction.transactionId !== url.searchParams.get('transactionNo')
    )
      return send(
        response,
        404,
        dingerPages.message('This payment link is not valid.'),
        'text/html',
      )
    return send(response, 200, dingerPages.payment(transaction), 'text/html')
  }

  async function hostedDecision(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request))
    const transaction = transactions.get(form.get('merchantOrderId') ?? '')
    if (!transaction || transaction.formToken !== form.get('formToken'))
      return send(
        response,
        404,
        dingerPages.message('This payment link is not valid.'),
        'text/html',
      )
    if (transaction.status !== 'PENDING')
      return send(
        response,
        409,
        dingerPages.message('This payment is already finished.'),
        'text/html',
      )
    await fake.decide(
      transaction.merchantOrderId,
      form.get('decision') === 'approve' ? 'SUCCESS' : 'DECLINED',
    )
    if (fake.returnUrl) {
      response.writeHead(303, { location: fake.returnUrl })
      return response.end()
    }
    return send(response, 200, dingerPages.message(`Payment ${transaction.status}.`), 'text/html')
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const route = `${request.method} ${url.pathname}`
    const handled = (() => {
      if (route === 'GET /api/token') return token(url, response)
      if (route === 'POST /api/pay') return pay(request, response)
      if (route === 'GET /api/transactionInquiry') return inquiry(request, url, response)
      if (route === 'GET /gateway/redirect') return hostedPage(url, response)
      if (route === 'POST /gateway/decide') return hostedDecision(request, response)
      return send(response, 404, JSON.stringify({ code: '404', message: 'Not found' }))
    })()
    Promise.resolve(handled).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, 500, JSON.stringify({ code: '017', message: String(error) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

export type FakeDinger = Awaited<ReturnType<typeof startFakeDinger>>

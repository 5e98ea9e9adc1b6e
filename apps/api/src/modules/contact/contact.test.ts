import { CONTACT_MESSAGE_MAX_LENGTH, messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { contactMessages } from '#app/db/schema/index.ts'
import { call, newAddress } from '#test/auth-helpers.ts'
import { openApiDocument } from '#test/openapi-helpers.ts'
import { useTestApp } from '#test/test-app.ts'
import { findContactMessages } from './contact.repository.ts'
import { CONTACT_LIMITS } from './contact-rate-limits.ts'

const t = useTestApp({ restoreMocks: true })

const HOUR = 60 * 60 * 1000
/** Fixes the services' clock at the start of a future hour, so no window ends mid-test. */
function fixClock() {
  let now =
    Math.ceil(Date.now() / HOUR) * HOUR + 100 * HOUR + Math.floor(Math.random() * 1000) * HOUR
  vi.spyOn(t.app.services.clock, 'now').mockImplementation(() => new Date(now))
  return { advance: (ms: number) => (now += ms) }
}

let sent = 0
function message(overrides: Record<string, unknown> = {}) {
  sent++
  return {
    name: 'Aye Aye',
    phone: '09 791 234 567',
    email: `aye${sent}@example.com`,
    message: `Do you deliver to Mandalay? (${sent})`,
    privacyAgreed: true,
    ...overrides,
  }
}

const send = (body: unknown, address = newAddress()) =>
  call(t.app, 'POST', '/api/public/contact', { body, address })

const storedCount = () => t.app.ctx.db.$count(contactMessages)

describe('POST /public/contact', () => {
  it('stores the message for staff and thanks the sender', async () => {
    const body = message({ name: '  Aye Aye  ' })
    const address = newAddress()
    const answer = await send(body, address)
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ message: messages.contactSent })
    const [row] = await t.app.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email))
    expect(row).toMatchObject({
      name: 'Aye Aye',
      phone: body.phone,
      message: body.message,
      ip: address,
      readAt: null,
    })
    expect(row?.createdAt).toBeInstanceOf(Date)
  })

  it('accepts a message without a phone number', async () => {
    const { phone: _, ...body } = message()
    expect((await send(body)).status).toBe(201)
  })

  it('lists messages for staff, newest first, and only unread ones when asked', async () => {
    const first = message()
    const second = message()
    await send(first)
    await send(second)
    const { rows, total } = await findContactMessages(t.app.ctx.db, { offset: 0, limit: 2 })
    expect(rows.map((r) => r.email)).toEqual([second.email, first.email])
    expect(total).toBeGreaterThanOrEqual(2)
    await t.app.ctx.db
      .update(contactMessages)
      .set({ readAt: new Date() })
      .where(eq(contactMessages.email, second.email))
    const unread = await findContactMessages(t.app.ctx.db, {
      offset: 0,
      limit: 100,
      unreadOnly: true,
    })
    expect(unread.rows.map((r) => r.email)).toContain(first.email)
    expect(unread.rows.map((r) => r.email)).not.toContain(second.email)
    expect(unread.total).toBe(total - 1)
  })
})

describe('POST /public/contact: bad input gets a 400 and stores nothing', () => {
  const { privacyAgreed: _, ...withoutAgreement } = message()
  it.each([
    [
      'a message over the limit',
      message({ message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }),
      messages.contactMessageTooLong.replace('{max}', String(CONTACT_MESSAGE_MAX_LENGTH)),
    ],
    ['an empty message', message({ message: '   ' }), messages.contactMessageRequired],
    ['no privacy agreement', withoutAgreement, messages.contactPrivacyRequired],
    [
      'a refused privacy agreement',
      message({ privacyAgreed: false }),
      messages.contactPrivacyRequired,
    ],
    ['a bad email', message({ email: 'aye@' }), messages.contactEmailInvalid],
    ['no name', message({ name: ' ' }), messages.contactNameRequired],
    ['no body at all', undefined, ''],
  ])('%s', async (_, body, text) => {
    const before = await storedCount()
    const answer = await send(body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(text)
    expect(await storedCount()).toBe(before)
  })

  it('accepts a message of exactly the longest length', async () => {
    const body = message({ message: 'y'.repeat(CONTACT_MESSAGE_MAX_LENGTH) })
    expect((await send(body)).status).toBe(201)
  })
})

describe('POST /public/contact: rate limit', () => {
  const { limit } = CONTACT_LIMITS.perAddress

  it(`accepts ${limit} messages an hour from one address, then answers 429 and stores nothing`, async () => {
    const clock = fixClock()
    const address = newAddress()
    for (let i = 0; i < limit; i++) expect((await send(message(), address)).status).toBe(201)
    const before = await storedCount()
    const blocked = await send(message(), address)
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManyContactMessages,
    })
    expect(Number(blocked.headers['retry-after'])).toBe(60 * 60)
    expect(await storedCount()).toBe(before)
    // Another address is not affected, and the next hour starts afresh.
    expect((await send(message())).status).toBe(201)
    clock.advance(HOUR)
    expect((await send(message(), address)).status).toBe(201)
  })

  it('does not count rejected input against the sender', async () => {
    fixClock()
    const address = newAddress()
    for (let i = 0; i < limit + 2; i++) {
      expect((await send(message({ email: 'bad' }), address)).status).toBe(400)
    }
    expect((await send(message(), address)).status).toBe(201)
  })
})

it('is described in the OpenAPI document', async () => {
  const doc = await openApiDocument(t.app)
  const operation = doc.paths['/api/public/contact'].post
  expect(operation).toMatchObject({
    tags: ['content'],
    summary: 'Send a message to the shop from the Contact Us form',
  })
  expect(Object.keys(operation.responses)).toEqual(['201', '400', '429'])
})

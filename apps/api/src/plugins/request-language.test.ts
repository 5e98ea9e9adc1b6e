import { messages, messagesMy, orderNoticesMy, pointNoticesMy } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import {
  type CallOptions,
  call,
  login,
  outbox,
  post,
  register,
  registration,
} from '#test/auth-helpers.ts'
import { deliver, placedOrder } from '#test/loyalty-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const BURMESE = { 'accept-language': 'my' }

async function saveLanguage(token: string, language: string, headers: Record<string, string> = {}) {
  const answer = await t.app.inject({
    method: 'PATCH',
    url: '/api/customers/me/language',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { language },
  })
  return { status: answer.statusCode, body: answer.json() }
}

const deleteAddress = (options: CallOptions) =>
  call(t.app, 'DELETE', '/api/customers/me/addresses/999999999', options)

describe('answers in the request language (Accept-Language: my)', () => {
  it('a validation error: the message and every issue', async () => {
    const answer = await post(
      t.app,
      '/api/auth/customers',
      { user: '', password: '' },
      {
        headers: BURMESE,
      },
    )
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_ERROR')
    expect(answer.body.issues).toContainEqual({
      path: 'body.user',
      message: messagesMy.emailRequired,
    })
    expect(answer.body.issues).toContainEqual({
      path: 'body.password',
      message: messagesMy.passwordRequired,
    })
    expect(answer.body.message).toContain(messagesMy.emailRequired)
    expect(answer.body.message).not.toMatch(/required/i)
  })

  it("the validator's own words get a Burmese sentence, the field named before a colon", async () => {
    const answer = await call(t.app, 'GET', '/api/public/products/abc', { headers: BURMESE })
    expect(answer.status).toBe(400)
    const [issue] = answer.body.issues
    expect(issue.message).toMatch(/^ထည့်ထားတာ မမှန်ပါ \(.+\)$/)
    expect(answer.body.message).toBe(`id: ${issue.message}။`)
  })

  it('a not-found thrown by a service', async () => {
    const answer = await call(t.app, 'GET', '/api/public/products/999999999', { headers: BURMESE })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ code: 'NOT_FOUND', message: messagesMy.productNotFound })
  })

  it('an AppError from a service (wrong password)', async () => {
    const account = await register(t.app)
    const answer = await login(t.app, account.user, 'wrong-password', { headers: BURMESE })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe(messagesMy.wrongCredentials)
  })

  it('a success message', async () => {
    const account = await register(t.app)
    const answer = await post(t.app, '/api/auth/logout', undefined, {
      token: account.token,
      headers: BURMESE,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: messagesMy.signedOut })
  })

  it("Fastify's own refusal (malformed JSON) in a Burmese sentence, its detail kept", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customers',
      headers: { 'content-type': 'application/json', ...BURMESE },
      payload: '{"user":',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toMatch(/^ဒီတောင်းဆိုမှုကို လက်မခံနိုင်ပါ \(.+\)$/)
  })

  it('the 404 handler', async () => {
    const answer = await call(t.app, 'GET', '/api/no-such-call', {
      headers: { 'accept-language': 'my-MM,en;q=0.5' },
    })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ code: 'NOT_FOUND', message: messagesMy.apiRouteNotFound })
  })
})

describe('English stays as it was', () => {
  it.each([undefined, 'en-US,en;q=0.9', 'fr'])('Accept-Language %s', async (header) => {
    const headers: Record<string, string> = header ? { 'accept-language': header } : {}
    const invalid = await post(
      t.app,
      '/api/auth/customers',
      { user: '', password: '' },
      { headers },
    )
    expect(invalid.body.message).toBe('Email is required; Password is required')
    const missing = await call(t.app, 'GET', '/api/no-such-call', { headers })
    expect(missing.body.message).toBe(messages.apiRouteNotFound)
  })
})

describe("the customer's saved language", () => {
  it('is saved by PATCH /customers/me/language and shown in the profile', async () => {
    const account = await register(t.app)
    expect(
      (await call(t.app, 'GET', '/api/customers/me', { token: account.token })).body.language,
    ).toBe('en')
    const saved = await saveLanguage(account.token, 'my')
    // The confirmation already reads in the new choice.
    expect(saved).toEqual({
      status: 200,
      body: { message: messagesMy.languageSaved, language: 'my' },
    })
    const me = await call(t.app, 'GET', '/api/customers/me', { token: account.token })
    expect(me.body.language).toBe('my')
  })

  it('is named in the sign-in answer, so a client goes on in it without asking again', async () => {
    const account = await register(t.app)
    expect((await login(t.app, account.phoneNumber, account.password)).body.language).toBe('en')
    await saveLanguage(account.token, 'my')
    // Whatever language the sign-in itself was asked in.
    const answer = await login(t.app, account.phoneNumber, account.password)
    expect(answer.status).toBe(200)
    expect(answer.body.language).toBe('my')
  })

  it('starts as the language the customer signed up in', async () => {
    const signedUpInBurmese = await post(t.app, '/api/auth/customers/register', registration(), {
      headers: BURMESE,
    })
    expect(signedUpInBurmese.status).toBe(201)
    expect(signedUpInBurmese.body.language).toBe('my')
    const token = signedUpInBurmese.body.accessToken
    expect((await call(t.app, 'GET', '/api/customers/me', { token })).body.language).toBe('my')
  })

  it('refuses a language the shop does not have, in the request language', async () => {
    const account = await register(t.app)
    const english = await saveLanguage(account.token, 'fr')
    expect(english.status).toBe(400)
    expect(english.body.issues).toEqual([
      { path: 'body.language', message: messages.languageUnknown },
    ])
    const burmese = await saveLanguage(account.token, 'fr', BURMESE)
    expect(burmese.body.message).toBe(messagesMy.languageUnknown)
  })

  it('answers a signed-in request without a language of ours; Accept-Language still wins', async () => {
    const account = await register(t.app)
    await saveLanguage(account.token, 'my')
    const token = account.token
    expect((await deleteAddress({ token })).body.message).toBe(messagesMy.addressNotFound)
    const french = await deleteAddress({ token, headers: { 'accept-language': 'fr' } })
    expect(french.body.message).toBe(messagesMy.addressNotFound)
    const english = await deleteAddress({ token, headers: { 'accept-language': 'en' } })
    expect(english.body.message).toBe(messages.addressNotFound)
  })

  it('writes the password-reset SMS in Burmese, whatever language asked for it', async () => {
    const account = await register(t.app)
    await saveLanguage(account.token, 'my')
    const asked = await post(
      t.app,
      '/api/auth/forgetPassword',
      { phoneNumber: account.phoneNumber },
      {
        headers: { 'accept-language': 'en' },
      },
    )
    expect(asked.status).toBe(200)
    expect(asked.body.message).toBe(messages.codeSent)
    const [sms] = outbox(t.app).messagesTo(account.phoneNumber)
    expect(sms?.body).toMatch(/^သင့် Kyanma ကုဒ်က \d{6} ဖြစ်ပါတယ်။ ၁၀ မိနစ်အတွင်း သုံးပါ။$/)
  })

  it('reads notifications and point notes in the chosen language', async () => {
    const account = await register(t.app)
    await saveLanguage(account.token, 'my')
    const order = await placedOrder(t.app, account.token, { minPrice: 5000 })
    await deliver(t.app, order.id)
    const list = await call(t.app, 'GET', '/api/notifications/me', { token: account.token })
    const titles = list.body.data.map((item: { title: string }) => item.title)
    expect(titles).toContain(orderNoticesMy.DELIVERED.title)
    expect(titles).toContain(pointNoticesMy.orderEarned.title)
    const delivered = list.body.data.find(
      (item: { title: string }) => item.title === orderNoticesMy.DELIVERED.title,
    )
    expect(delivered.description).toBe(
      orderNoticesMy.DELIVERED.description.replace('{voucherNo}', order.voucherNo),
    )
    const inEnglish = await call(t.app, 'GET', '/api/notifications/me', {
      token: account.token,
      headers: { 'accept-language': 'en' },
    })
    expect(inEnglish.body.data.map((item: { title: string }) => item.title)).toContain(
      'Order delivered',
    )
    const points = await call(t.app, 'GET', '/api/customers/me/point/histories', {
      token: account.token,
    })
    expect(points.body.data[0].note).toBe(`မှာယူမှု ${order.voucherNo} ပို့ဆောင်ပြီး`)
  })
})

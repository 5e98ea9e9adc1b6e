import { describe, expect, it } from 'vitest'
import { call, post, register } from '#test/auth-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

describe('text typed in Zawgyi is stored as Unicode', () => {
  it('a name and an address sent in Zawgyi come back in Unicode', async () => {
    const me = await register(t.app, { displayName: 'ေဒၚေအးေအး' })
    const profile = await call(t.app, 'GET', '/api/customers/me', { token: me.token })
    expect(profile.body.user.displayName).toBe('ဒေါ်အေးအေး')

    const saved = await post(
      t.app,
      '/api/customers/me/addresses',
      { address: { receiverName: 'ေဒၚေအးေအး', street: 'ရန္ကုန္ၿမိဳ႔၊ ကမာရြတ္ၿမိဳ႔နယ္' } },
      { token: me.token },
    )
    expect(saved.status).toBeLessThan(300)
    const list = await call(t.app, 'GET', '/api/customers/me/addresses', { token: me.token })
    expect(list.body.data[0].address).toMatchObject({
      receiverName: 'ဒေါ်အေးအေး',
      street: 'ရန်ကုန်မြို့၊ ကမာရွတ်မြို့နယ်',
    })
  })

  it('a Unicode name stays exactly as typed', async () => {
    const me = await register(t.app, { displayName: 'ကျေးဇူးတင်ပါသည်' })
    const profile = await call(t.app, 'GET', '/api/customers/me', { token: me.token })
    expect(profile.body.user.displayName).toBe('ကျေးဇူးတင်ပါသည်')
  })
})

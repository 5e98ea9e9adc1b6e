import { MAX_SAVED_ADDRESSES, messages } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { call, post, register } from '#test/auth-helpers.ts'
import { deliveryAddress } from '#test/order-helpers.ts'
import { useTestApp } from '#test/test-app.ts'

const t = useTestApp()

const ADDRESSES = '/api/customers/me/addresses'
/** The orders' usual delivery address, saved with a ward and a note for the rider. */
const home = { ...deliveryAddress, wardBlock: 'Ward 3', note: 'Blue gate' }

const list = (token: string) => call(t.app, 'GET', ADDRESSES, { token })
const create = (token: string, address: object) => post(t.app, ADDRESSES, { address }, { token })
const update = (token: string, id: number, address: object) =>
  call(t.app, 'PUT', `${ADDRESSES}/${id}`, { token, body: { address } })
const remove = (token: string, id: number) => call(t.app, 'DELETE', `${ADDRESSES}/${id}`, { token })

describe('saved addresses', () => {
  it('adds, lists (newest first), edits and deletes an address', async () => {
    const { token } = await register(t.app)
    const first = await create(token, home)
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ id: expect.any(Number), address: home })
    const work = { ...home, street: 'Merchant Road', note: '' }
    const second = await create(token, work)

    const listed = await list(token)
    expect(listed.status).toBe(200)
    expect(listed.body.total).toBe(2)
    // An empty field is not kept.
    expect(listed.body.data.map((saved: any) => saved.address.street)).toEqual([
      'Merchant Road',
      'Pyay Road',
    ])
    expect(listed.body.data[0].address).not.toHaveProperty('note')

    const edited = await update(token, first.body.id, { ...home, township: 'Hlaing' })
    expect(edited.status).toBe(200)
    expect(edited.body.address.township).toBe('Hlaing')

    const deleted = await remove(token, second.body.id)
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe(messages.addressDeleted)
    const after = await list(token)
    expect(after.body.data).toEqual([
      { id: first.body.id, address: { ...home, township: 'Hlaing' } },
    ])
  })

  it('never shows, edits or deletes another customer’s address: 404 as if missing', async () => {
    const [mine, theirs] = [await register(t.app), await register(t.app)]
    const saved = await create(theirs.token, home)
    expect((await list(mine.token)).body.data).toEqual([])

    const edit = await update(mine.token, saved.body.id, { ...home, note: 'mine now' })
    expect(edit.status).toBe(404)
    expect(edit.body.message).toBe(messages.addressNotFound)
    expect((await remove(mine.token, saved.body.id)).status).toBe(404)
    expect((await list(theirs.token)).body.data).toEqual([saved.body])
  })

  it('answers 404 for an address that does not exist, 400 for an id that is not one', async () => {
    const { token } = await register(t.app)
    expect((await update(token, 999_999, home)).status).toBe(404)
    expect((await remove(token, 999_999)).status).toBe(404)
    expect((await remove(token, 'abc' as unknown as number)).status).toBe(400)
  })

  it('refuses an empty address and an overlong field, saving nothing', async () => {
    const { token } = await register(t.app)
    const empty = await create(token, { note: '  ' })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toContain(messages.addressEmpty)
    const long = await create(token, { ...home, street: 'x'.repeat(301) })
    expect(long.status).toBe(400)
    expect((await list(token)).body.total).toBe(0)
  })

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const { token } = await register(t.app)
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
      expect((await create(token, { ...home, houseAptNo: String(i) })).status).toBe(201)
    }
    const extra = await create(token, home)
    expect(extra.status).toBe(400)
    expect(extra.body.message).toBe(messages.tooManyAddresses)
    expect((await list(token)).body.total).toBe(MAX_SAVED_ADDRESSES)
  })

  it('answers 401 to a visitor', async () => {
    expect((await call(t.app, 'GET', ADDRESSES)).status).toBe(401)
    expect((await post(t.app, ADDRESSES, { address: home })).status).toBe(401)
  })
})

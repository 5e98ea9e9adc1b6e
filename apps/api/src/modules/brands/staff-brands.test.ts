import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands, staffAuditLog } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { auditRowsOf, expectStaffOnly, useAppAsAdmin } from '#test/staff-helpers.ts'
import { uniqueNames } from '#test/unique-names.ts'

const URL = '/api/admin/brands'
const uniqueName = uniqueNames('Golden Lotus')

describe('staff brands', () => {
  const t = useAppAsAdmin()
  const brandCount = () => t.app.ctx.db.$count(brands)
  const create = (body: Record<string, unknown>) =>
    call(t.app, 'POST', URL, { token: t.adminToken, body })

  it('refuses calls without a t.adminToken (401) and from customers (403)', async () => {
    const before = await brandCount()
    await expectStaffOnly(t.app, [
      ['GET', URL],
      ['POST', URL, { name: uniqueName() }],
      ['PUT', `${URL}/1`, { name: uniqueName() }],
    ])
    expect(await brandCount()).toBe(before)
  })

  it('adds a brand the storefront then finds, with an audit row', async () => {
    const name = uniqueName()
    const created = await create({ name, description: 'Myanmar herbs', country: 'Myanmar' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name,
      country: 'Myanmar',
      isActive: true,
      productCount: 0,
    })
    const search = await call(t.app, 'GET', `/api/public/search?filter=${encodeURIComponent(name)}`)
    expect(search.body.data[2].data.map((b: any) => b.id)).toEqual([created.body.id])
    const [audit] = await auditRowsOf(t.app, 'brand', created.body.id)
    expect(audit).toMatchObject({ action: 'brand.create', entity: 'brand', after: { name } })
  })

  it('refuses a name another brand has (whatever its case) with 409', async () => {
    const name = uniqueName()
    const first = await create({ name })
    const before = await brandCount()
    const again = await create({ name: name.toUpperCase() })
    expect(again).toMatchObject({ status: 409, body: { message: messages.brandNameTaken } })
    expect(await brandCount()).toBe(before)
    const other = await create({ name: uniqueName() })
    const rename = await call(t.app, 'PUT', `${URL}/${other.body.id}`, {
      token: t.adminToken,
      body: { name },
    })
    expect(rename.status).toBe(409)
    // Saving a brand under its own name is no clash.
    const same = await call(t.app, 'PUT', `${URL}/${first.body.id}`, {
      token: t.adminToken,
      body: { name, country: 'Thailand' },
    })
    expect(same).toMatchObject({ status: 200, body: { country: 'Thailand' } })
  })

  it('gives one of two simultaneous adds of the same name a 409', async () => {
    const name = uniqueName()
    const answers = await Promise.all([create({ name }), create({ name })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
  })

  it('retires a brand with active false: the storefront no longer finds it', async () => {
    const name = uniqueName()
    const created = await create({ name })
    const retired = await call(t.app, 'PUT', `${URL}/${created.body.id}`, {
      token: t.adminToken,
      body: { name, isActive: false },
    })
    expect(retired.body.isActive).toBe(false)
    const search = await call(t.app, 'GET', `/api/public/search?filter=${encodeURIComponent(name)}`)
    // (A search that finds nothing exactly shows brands with close names: not this one.)
    expect(search.body.data[2].data.some((brand: any) => brand.id === created.body.id)).toBe(false)
    const [audit] = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, String(created.body.id)))
      .orderBy(staffAuditLog.id)
      .offset(1)
    expect(audit).toMatchObject({
      action: 'brand.update',
      before: { isActive: true },
      after: { isActive: false },
    })
  })

  it.each([
    ['an empty name', { name: '' }],
    ['an unknown logo', { name: 'Logo-less', logoId: 999_999 }],
  ])('refuses %s with 400 and adds nothing', async (_label, body) => {
    const before = await brandCount()
    expect((await create(body)).status).toBe(400)
    expect(await brandCount()).toBe(before)
  })

  it('answers 404 for a brand that does not exist', async () => {
    const answer = await call(t.app, 'PUT', `${URL}/999999`, {
      token: t.adminToken,
      body: { name: uniqueName() },
    })
    expect(answer.status).toBe(404)
  })

  it('lists brands by name with search and product counts', async () => {
    const answer = await call(t.app, 'GET', `${URL}?size=100`, { token: t.adminToken })
    expect(answer.body.total).toBe(await brandCount())
    const names = answer.body.data.map((row: any) => row.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    expect(answer.body.data.some((row: any) => row.productCount > 0)).toBe(true)
    const found = await call(t.app, 'GET', `${URL}?search=golden lotus`, { token: t.adminToken })
    expect(found.body.data.length).toBeGreaterThan(0)
  })
})

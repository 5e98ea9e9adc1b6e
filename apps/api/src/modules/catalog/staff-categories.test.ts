import { messages } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { categories, staffAuditLog } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { auditRowsOf, expectStaffOnly, uploadImage, useAppAsAdmin } from '#test/staff-helpers.ts'
import { uniqueNames } from '#test/unique-names.ts'

const URL = '/api/admin/categories'
const uniqueName = uniqueNames('Herbal Teas')

describe('staff categories', () => {
  const t = useAppAsAdmin()
  const categoryCount = () => t.app.ctx.db.$count(categories)
  const create = (body: Record<string, unknown>) =>
    call(t.app, 'POST', URL, { token: t.adminToken, body })
  const update = (id: number, body: Record<string, unknown>) =>
    call(t.app, 'PUT', `${URL}/${id}`, { token: t.adminToken, body })

  it('refuses calls without a t.adminToken (401) and from customers (403)', async () => {
    const before = await categoryCount()
    await expectStaffOnly(t.app, [
      ['GET', URL],
      ['POST', URL, { name: 'X' }],
      ['PUT', `${URL}/6`, { name: 'X' }],
    ])
    expect(await categoryCount()).toBe(before)
  })

  it('adds a category with a picture under a parent; the storefront tree shows it', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#39c' } })
      .png()
      .toBuffer()
    const image = await uploadImage(t.app, t.adminToken, png, 'purpose=category')
    const name = uniqueName()
    const created = await create({ name, parentId: 6, sortOrder: 3, imageId: image.body.id })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name,
      parent: { id: 6 },
      sortOrder: 3,
      isActive: true,
      productCount: 0,
      image: { id: image.body.id },
    })
    const search = await call(t.app, 'GET', `/api/public/search?filter=${encodeURIComponent(name)}`)
    expect(search.body.data[3].data.map((c: any) => c.id)).toContain(created.body.id)
    const [audit] = await auditRowsOf(t.app, 'category', created.body.id)
    expect(audit).toMatchObject({ action: 'category.create', after: { name, parentId: 6 } })
  })

  it('renames and retires a category, recording before and after', async () => {
    const created = await create({ name: uniqueName(), parentId: 6 })
    const id = created.body.id
    const renamed = await update(id, { name: 'Teas', parentId: 6, isActive: false })
    if (renamed.status !== 200) console.log(renamed.body)
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Teas', isActive: false } })
    const rows = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'category.update'))
    expect(rows.at(-1)).toMatchObject({
      entityId: String(id),
      before: { name: created.body.name, isActive: true },
      after: { name: 'Teas', isActive: false },
    })
  })

  it('refuses to move a category under itself or its own subcategory', async () => {
    const parent = (await create({ name: uniqueName(), parentId: 6 })).body
    const child = (await create({ name: uniqueName(), parentId: parent.id })).body
    const audits = await t.app.ctx.db.$count(staffAuditLog)
    for (const parentId of [parent.id, child.id]) {
      const answer = await update(parent.id, { name: parent.name, parentId })
      expect(answer).toMatchObject({ status: 400, body: { message: messages.categoryOwnAncestor } })
    }
    const [row] = await t.app.ctx.db.select().from(categories).where(eq(categories.id, parent.id))
    expect(row?.parentId).toBe(6)
    expect(await t.app.ctx.db.$count(staffAuditLog)).toBe(audits)
  })

  it.each([
    ['an empty name', { name: ' ' }],
    ['an unknown parent', { name: 'Orphans', parentId: 999_999 }],
    ['an unknown picture', { name: 'No picture', imageId: 999_999 }],
    ['a fractional sort order', { name: 'Half', sortOrder: 1.5 }],
  ])('refuses %s with 400 and adds nothing', async (_label, body) => {
    const before = await categoryCount()
    expect((await create(body)).status).toBe(400)
    expect(await categoryCount()).toBe(before)
  })

  it('answers 404 for a category that does not exist', async () => {
    expect((await update(999_999, { name: 'Nothing' })).status).toBe(404)
  })

  it('lists categories with search, paging and product counts', async () => {
    const answer = await call(t.app, 'GET', `${URL}?search=vitamin&size=5`, { token: t.adminToken })
    expect(answer.status).toBe(200)
    expect(answer.body.pageSize).toBe(5)
    expect(answer.body.data.length).toBeGreaterThan(0)
    for (const row of answer.body.data) expect(row.name.toLowerCase()).toContain('vitamin')
    const all = await call(t.app, 'GET', `${URL}?size=100&sort=id&order=asc`, {
      token: t.adminToken,
    })
    expect(all.body.total).toBe(await categoryCount())
    expect(all.body.data.some((row: any) => row.productCount > 0)).toBe(true)
  })
})

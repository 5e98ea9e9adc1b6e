import { CSV_FORMAT } from '@kyanma/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '#app/db/schema/index.ts'
import { call } from '#test/auth-helpers.ts'
import { firstCells, readAll } from '#test/csv-helpers.ts'
import { downloadCsv, useAppAsAdmin } from '#test/staff-helpers.ts'
import { exportProductsCsv } from './product-export.ts'

describe('products CSV export', () => {
  const t = useAppAsAdmin()

  it('answers every product as CSV with a byte-order mark and a header', async () => {
    const response = await downloadCsv(t.app, '/api/admin/products/export.csv', t.adminToken)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toContain('products.csv')
    const text = response.body
    expect(text.startsWith(`${CSV_FORMAT.byteOrderMark}"Id","Name"`)).toBe(true)
    const total = await t.app.ctx.db.$count(products)
    expect(text.trimEnd().split('\r\n')).toHaveLength(total + 1)
  })

  it('reads batch after batch to the last product, each once', async () => {
    const text = await readAll(exportProductsCsv(t.app.ctx.db, 7))
    const ids = firstCells(text).map(Number)
    expect(ids).toHaveLength(await t.app.ctx.db.$count(products))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('neutralises a product name that a spreadsheet would run as a formula', async () => {
    const [first] = await t.app.ctx.db.select({ id: products.id }).from(products).limit(1)
    await t.app.ctx.db
      .update(products)
      .set({ name: '=HYPERLINK("http://evil")' })
      .where(eq(products.id, first?.id as number))
    const text = await readAll(exportProductsCsv(t.app.ctx.db))
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(text).not.toContain(`,"=HYPERLINK`)
  })

  it('refuses the export without a staff t.adminToken', async () => {
    expect((await call(t.app, 'GET', '/api/admin/products/export.csv')).status).toBe(401)
  })
})

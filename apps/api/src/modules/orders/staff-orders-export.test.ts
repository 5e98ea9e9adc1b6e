import { describe, expect, it } from 'vitest'
import { call, register } from '#test/auth-helpers.ts'
import { firstCells } from '#test/csv-helpers.ts'
import { codOrder, freshProduct, orderBody, placeOrder } from '#test/order-helpers.ts'
import { downloadCsv, useAppAsAdmin } from '#test/staff-helpers.ts'

const t = useAppAsAdmin()

const exportCsv = (query: string) =>
  downloadCsv(t.app, `/api/admin/orders/export.csv${query}`, t.adminToken)

describe('exporting the orders the list shows', () => {
  it('keeps to the list’s search and status filter', async () => {
    const { order: approved } = await codOrder(t.app, 'Export Approved Person')
    const { order: pending } = await codOrder(t.app, 'Export Pending Person')
    const moved = await call(t.app, 'PUT', `/api/admin/orders/${approved.id}/status`, {
      token: t.adminToken,
      body: { status: 'APPROVED' },
    })
    expect(moved.status).toBe(200)

    const byStatus = await exportCsv('?status=APPROVED')
    expect(byStatus.statusCode).toBe(200)
    expect(firstCells(byStatus.body)).toContain(approved.voucherNo)
    expect(firstCells(byStatus.body)).not.toContain(pending.voucherNo)
    expect(
      byStatus.body
        .split('\r\n')
        .slice(1, -1)
        .every((line) => line.includes('"APPROVED"')),
    ).toBe(true)

    const bySearch = await exportCsv(`?search=${encodeURIComponent('export pending')}`)
    expect(firstCells(bySearch.body)).toEqual([pending.voucherNo])

    const everything = await exportCsv('')
    expect(firstCells(everything.body)).toEqual(
      expect.arrayContaining([approved.voucherNo, pending.voucherNo]),
    )
  })

  it('gives every address field the customer gave, a highway bus gate included', async () => {
    const me = await register(t.app, { displayName: 'Export Highway Person' })
    const product = await freshProduct(t.app, 10)
    const address = {
      receiverName: 'Ko Min',
      phoneNo: '09790000456',
      region: 'Mandalay Region',
      township: 'Amarapura',
      gate: 'Shwe Mandalar Highway Bus Terminal, Gate 2',
      wardBlock: 'Ward 4',
      note: 'Call on arrival',
      shippingOption: 'HIGHWAY' as const,
    }
    const placed = await placeOrder(t.app, me.token, orderBody([{ product, qty: 1 }], { address }))
    expect(placed.status).toBe(201)
    const csv = (await exportCsv(`?search=${encodeURIComponent('export highway')}`)).body
    const [header, line] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    const columns = (row = '') => row.slice(1, -1).split('","')
    const cells = Object.fromEntries(columns(header).map((name, i) => [name, columns(line)[i]]))
    expect(cells).toMatchObject({
      Receiver: 'Ko Min',
      'Receiver phone': '09790000456',
      Shipping: 'Highway bus terminal',
      Region: 'Mandalay Region',
      Township: 'Amarapura',
      Address: 'Shwe Mandalar Highway Bus Terminal, Gate 2, Ward 4',
      Note: 'Call on arrival',
    })
  })

  it('refuses an unknown filter value with 400', async () => {
    for (const query of ['?status=SHIPPED', '?placed=yesterday', '?review=all']) {
      const answer = await exportCsv(query)
      expect(answer.statusCode, query).toBe(400)
    }
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { renderAsStaff, signOutStaffAfterEach } from '#test/staff.ts'
import { CustomerOrdersTable } from './customer-orders-table.tsx'

const ORDERS = 'GET /admin/customers/7/orders?page=0&size=15&sort=createdAt&order=desc'

signOutStaffAfterEach()

describe("a customer's orders in the back office", () => {
  it('names the status and the payment in words, not the codes', async () => {
    stubApi({
      [ORDERS]: {
        body: {
          data: [
            {
              id: 41,
              voucherNo: 'KY-2611-000041',
              createdAt: '2026-11-26T03:00:00.000Z',
              status: 'WAITING_FOR_PAYMENT',
              paymentType: 'KBZ_PAY',
              total: 12_500,
            },
          ],
          total: 1,
          pageSize: 15,
        },
      },
    })
    renderAsStaff(<CustomerOrdersTable customerId={7} />)
    expect(await screen.findByText('KY-2611-000041')).toBeTruthy()
    expect(screen.getByText('KBZPay')).toBeTruthy()
    expect(screen.getByTestId('order-status').textContent).toBe('Waiting for Payment')
    expect(screen.queryByText('KBZ_PAY')).toBeNull()
    expect(screen.queryByText('WAITING_FOR_PAYMENT')).toBeNull()
  })
})

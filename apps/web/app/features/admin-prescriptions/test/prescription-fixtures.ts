import type { AdminOrderDetail, AdminOrderPrescription, AdminPrescriptionRow } from '@kyanma/shared'

/** An image sent for this order, and one a pharmacist approved for an earlier order (reused). */
export const files: AdminOrderPrescription['files'] = [
  {
    id: 31,
    url: '/api/admin/prescriptions/31/file',
    status: 'UPLOADED',
    uploadedAt: '2026-11-26T02:00:00.000Z',
    previouslyApproved: null,
  },
  {
    id: 12,
    url: '/api/admin/prescriptions/12/file',
    status: 'APPROVED',
    uploadedAt: '2026-09-01T02:00:00.000Z',
    previouslyApproved: {
      by: 'Daw Khin',
      validUntil: '2027-03-01',
      approvedAt: '2026-09-01T04:00:00.000Z',
    },
  },
]

const items = [
  { productId: 7, name: 'Amoxicillin 250 mg', qty: 2 },
  { productId: 9, name: 'Metformin 500 mg', qty: 3 },
]

/** A cash-on-delivery order whose prescription waits for the pharmacist. */
export function waitingOrder(prescription: Partial<AdminOrderPrescription> = {}): AdminOrderDetail {
  return {
    id: 41,
    voucherNo: 'KY-2611-000041',
    status: 'PENDING',
    createdAt: '2026-11-26T02:05:00.000Z',
    isPaid: false,
    customer: { id: 5, name: 'Aye Aye', phone: '09790000123', email: null },
    items: items.map((item) => ({ ...item, unitPrice: 1500, lineTotal: item.qty * 1500 })),
    amounts: {
      subtotal: 7500,
      deliveryFee: 0,
      discount: 0,
      pointsUsed: 0,
      total: 7500,
      pointsEarned: 7,
    },
    isDelivery: false,
    address: {},
    promotionCode: null,
    payment: { type: 'CASH_ON_DELIVERY', phone: '', rows: [] },
    cancelReason: null,
    cancelledBy: null,
    history: [],
    receipts: [],
    prescription: {
      status: 'WAITING_CHECK',
      items,
      dueAt: null,
      refusalReason: null,
      reviewedBy: null,
      reviewedAt: null,
      files,
      ...prescription,
    },
    nextStatuses: ['CANCELLED'],
  }
}

/** The same order as a row of the pharmacist's queue. */
export function queueRow(overrides: Partial<AdminPrescriptionRow> = {}): AdminPrescriptionRow {
  return {
    orderId: 41,
    voucherNo: 'KY-2611-000041',
    createdAt: '2026-11-26T02:05:00.000Z',
    customer: { id: 5, name: 'Aye Aye', phone: '09790000123' },
    orderStatus: 'PENDING',
    status: 'WAITING_CHECK',
    dueAt: null,
    refusalReason: null,
    items,
    files,
    ...overrides,
  }
}

import { ORDER_STATUSES } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import {
  canMove,
  customerCanCancel,
  initialStatus,
  prescriptionAllows,
  staffNextStatuses,
} from './order-status.ts'

describe('order status machine', () => {
  it('lets a customer cancel only while waiting for payment or pending', () => {
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['WAITING_FOR_PAYMENT', 'PENDING'])
  })

  it('never moves an order out of cancelled or refunded, and a delivered one only to refunded', () => {
    for (const to of ORDER_STATUSES) {
      for (const actor of ['CUSTOMER', 'STAFF', 'SYSTEM'] as const) {
        expect(canMove('CANCELLED', to, actor)).toBe(false)
        expect(canMove('REFUNDED', to, actor)).toBe(false)
        expect(canMove('DELIVERED', to, actor)).toBe(to === 'REFUNDED' && actor === 'STAFF')
      }
    }
  })

  it('lets the system cancel only orders a sweep may find: unpaid, or with no approvable prescription', () => {
    // APPROVED is not among them: an order is approved only after its prescription is.
    expect(ORDER_STATUSES.filter((from) => canMove(from, 'CANCELLED', 'SYSTEM'))).toEqual([
      'WAITING_FOR_PAYMENT',
      'PENDING',
      'PAID',
    ])
  })

  it('keeps an order from approval and delivery until a pharmacist approved its prescription', () => {
    for (const track of ['AWAITING_UPLOAD', 'WAITING_CHECK', 'REFUSED']) {
      expect(prescriptionAllows('APPROVED', track)).toBe(false)
      expect(prescriptionAllows('DELIVERED', track)).toBe(false)
      // Money may still arrive, and the order may still be cancelled.
      expect(prescriptionAllows('PAID', track)).toBe(true)
      expect(prescriptionAllows('PENDING', track)).toBe(true)
      expect(prescriptionAllows('CANCELLED', track)).toBe(true)
    }
    expect(prescriptionAllows('APPROVED', 'APPROVED')).toBe(true)
    expect(prescriptionAllows('DELIVERED', null)).toBe(true)
    expect(staffNextStatuses('PENDING', 'WAITING_CHECK')).toEqual(['CANCELLED'])
    expect(staffNextStatuses('PAID', 'REFUSED')).toEqual(['CANCELLED'])
    expect(staffNextStatuses('PENDING', 'APPROVED')).toEqual(['APPROVED', 'CANCELLED'])
  })

  it('starts gateway and receipt orders waiting for payment, cash and store orders pending', () => {
    expect(initialStatus('UAB_PAY')).toBe('WAITING_FOR_PAYMENT')
    expect(initialStatus('BANK_TRANSFER')).toBe('WAITING_FOR_PAYMENT')
    expect(initialStatus('MOBILE_BANKING')).toBe('WAITING_FOR_PAYMENT')
    expect(initialStatus('CASH_ON_DELIVERY')).toBe('PENDING')
    expect(initialStatus('PAY_AT_STORE')).toBe('PENDING')
  })
})

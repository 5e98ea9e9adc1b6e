import { PAYMENT_TYPES } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { addressOf, formValuesOf } from '../addresses/address-form-schema.ts'
import {
  deliveryAddressOf,
  initialCheckoutValues,
  paymentPhoneOf,
  paymentPickOf,
  paymentTypeOf,
} from './checkout-form.ts'

describe('phone numbers typed in Burmese digits (issue 15)', () => {
  it('are sent in Latin digits: delivery phone, payment phone and a saved address', () => {
    const values = {
      ...initialCheckoutValues(),
      receiverName: 'Aye Aye',
      phoneNo: '၀၉၇၉၀၀၀၀၁၂၃',
      region: 'Yangon Region',
      township: 'Kamayut',
      street: 'Pyay Road',
      paymentPhone: ' ၀၉၇၉၀၀၀၀၄၅၆ ',
    }
    expect(deliveryAddressOf(values)).toMatchObject({ phoneNo: '09790000123' })
    expect(paymentPhoneOf(values)).toBe('09790000456')
    const address = { ...formValuesOf(), ...values }
    expect(addressOf(address)).toMatchObject({ phoneNo: '09790000123' })
  })
})

describe('an order’s payment type as the radio list shows it', () => {
  it('is chosen again by the same pick, for a delivery and for a pickup', () => {
    for (const paymentType of PAYMENT_TYPES) {
      const pick = paymentPickOf(paymentType)
      const receiveType = paymentType === 'PAY_AT_STORE' ? 'PICK_UP' : 'DELIVERY'
      expect(paymentTypeOf({ ...pick, receiveType })).toBe(paymentType)
    }
    expect(paymentPickOf('KBZ_PAY')).toEqual({ payment: 'WALLET', wallet: 'KBZ_PAY' })
  })
})

import { describe, expect, it } from 'vitest'
import { orderSearchText } from './order-search.ts'

describe('order history search text', () => {
  it('reads an order number typed in Burmese digits as Latin digits', () => {
    expect(orderSearchText(' KM-၂၀၂၅၀၃ ')).toBe('KM-202503')
    expect(orderSearchText('၁၂၃')).toBe('123')
  })

  it('keeps a Burmese product name as it was typed', () => {
    expect(orderSearchText('ဗီတာမင် ၅၀၀')).toBe('ဗီတာမင် ၅၀၀')
    expect(orderSearchText('Paracetamol')).toBe('Paracetamol')
  })
})

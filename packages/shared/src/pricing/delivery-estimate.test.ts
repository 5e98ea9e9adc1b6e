import { describe, expect, it } from 'vitest'
import { addBusinessDays, deliveryDaysFor, estimateDelivery } from './delivery-estimate.ts'

describe('estimateDelivery', () => {
  // Friday 20 November 2026, 10:00 in Yangon.
  const friday = new Date('2026-11-20T03:30:00Z')

  it('gives Yangon 1-3 business days, skipping Sunday', () => {
    expect(estimateDelivery(friday, { region: 'Yangon Region', township: 'Kamayut' })).toEqual({
      from: '2026-11-21',
      to: '2026-11-24',
    })
  })

  it('gives Mandalay, Nay Pyi Taw and Taunggyi 2-3 business days', () => {
    for (const destination of [
      { region: 'Mandalay Region' },
      { region: 'Nay Pyi Taw Union Territory' },
      { region: 'Shan State', township: 'Taunggyi' },
    ]) {
      expect(deliveryDaysFor(destination.region, destination.township)).toEqual({ from: 2, to: 3 })
    }
  })

  it('gives anywhere else up to 7 business days', () => {
    expect(estimateDelivery(friday, { region: 'Chin State', township: 'Hakha' })).toEqual({
      from: '2026-11-24',
      to: '2026-11-28',
    })
  })

  it('counts from the Myanmar date, not the UTC one', () => {
    // 20:00 UTC on Friday is already Saturday in Yangon: the next working day is Monday.
    expect(addBusinessDays(new Date('2026-11-20T20:00:00Z'), 1)).toBe('2026-11-23')
  })
})

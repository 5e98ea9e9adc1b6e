/**
 * The filter panel's ranges, exactly as spec section 9 lists them, in the units the API filters by:
 * price in kyats, potency in mg (or IU), shipping weight in kg, tablet count in units per pack.
 * `to` is absent for an open-ended last band ("and above").
 */
export interface FilterRange {
  from: number
  to?: number
}

export const PRICE_RANGES: readonly FilterRange[] = [
  { from: 0, to: 10_000 },
  { from: 10_000, to: 30_000 },
  { from: 30_000, to: 60_000 },
  { from: 60_000, to: 80_000 },
  // The spec leaves out 80,000-100,000 on purpose; products priced there appear only unfiltered.
  { from: 100_000 },
]

export const POTENCY_RANGES: readonly FilterRange[] = [
  { from: 0, to: 100 },
  { from: 100, to: 300 },
  { from: 300, to: 500 },
  { from: 500, to: 1000 },
  { from: 1000 },
]

export const SHIPPING_WEIGHT_RANGES: readonly FilterRange[] = [
  { from: 0, to: 0.05 },
  { from: 0.05, to: 0.1 },
  { from: 0.1, to: 0.2 },
  { from: 0.2, to: 0.3 },
  { from: 0.3 },
]

export const TABLET_COUNT_RANGES: readonly FilterRange[] = [
  { from: 1, to: 50 },
  { from: 50, to: 100 },
  { from: 100, to: 300 },
  { from: 300, to: 500 },
  { from: 500, to: 1000 },
  { from: 1000 },
]

export const RATING_RANGE = { min: 0, max: 10 } as const

/** Prescription filter options (spec: Both, Required, Not Required → no filter, true, false). */
export const PRESCRIPTION_OPTIONS = [
  { label: 'Both', value: undefined },
  { label: 'Required', value: true },
  { label: 'Not Required', value: false },
] as const

/** The wire form of a range: "from,to", with an empty side for an open end. */
export function rangeToWire(range: FilterRange): string {
  return `${range.from},${range.to ?? ''}`
}

import { describe, expect, it } from 'vitest'
import { calibratedSlowdown, medianIndex } from './cpu-calibration.ts'

describe('calibratedSlowdown', () => {
  it('meets the calculator at its anchor points', () => {
    expect(calibratedSlowdown(150)).toBe(1)
    expect(calibratedSlowdown(800)).toBe(2)
    expect(calibratedSlowdown(1300)).toBe(3)
    expect(calibratedSlowdown(1533)).toBe(4)
    expect(calibratedSlowdown(2000)).toBe(6)
  })

  it('grows with the host between them: stop 35’s Xeon and this EPYC', () => {
    expect(calibratedSlowdown(1470)).toBe(3.7)
    expect(calibratedSlowdown(3700)).toBe(13.3)
    expect(calibratedSlowdown(1050)).toBe(2.5)
  })

  it('does not speed up a host slower than the phone', () => {
    expect(calibratedSlowdown(100)).toBe(1)
  })

  it('refuses what is not an index', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/not a benchmark index/)
    expect(() => calibratedSlowdown(0)).toThrow(/not a benchmark index/)
  })
})

describe('medianIndex', () => {
  it('takes the middle run, so one busy moment does not set the factor', () => {
    expect(medianIndex([3700, 1200, 3600])).toBe(3600)
    expect(medianIndex([3700, 3600])).toBe(3600)
  })

  it('says when no run measured one', () => {
    expect(() => medianIndex([Number.NaN])).toThrow(/no benchmark index/)
  })
})

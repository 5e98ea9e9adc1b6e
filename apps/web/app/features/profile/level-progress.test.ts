import { describe, expect, it } from 'vitest'
import { levelProgress } from './level-progress.ts'
import { customerFixture } from './test/customer-fixture.ts'

const withPoints = (currentPoint: number, levelUpPoints: number | null = 5_000) =>
  customerFixture({
    currentPoint,
    level: {
      level: 'Silver',
      levelUpPoints,
      minPoints: 1_000,
      nextLevel: levelUpPoints === null ? null : 'Gold',
    },
  })

describe('level progress', () => {
  it('is current points over the points of the next level (spec section 9)', () => {
    expect(levelProgress(withPoints(1_250))).toEqual({
      nextLevel: 'Gold',
      percent: 25,
      pointsNeeded: 3_750,
    })
  })

  it('stays within 0 to 100 and never needs negative points', () => {
    expect(levelProgress(withPoints(6_000))).toMatchObject({ percent: 100, pointsNeeded: 0 })
    expect(levelProgress(withPoints(-5))).toMatchObject({ percent: 0 })
  })

  it('has no next level at the top', () => {
    expect(levelProgress(withPoints(30_000, null))).toEqual({ nextLevel: null })
  })
})

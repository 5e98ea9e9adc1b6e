import { describe, expect, it } from 'vitest'
import { levelOf } from './loyalty-level.ts'

const LEVELS = [
  { name: 'Member', minPoints: 0 },
  { name: 'Silver', minPoints: 1000 },
  { name: 'Gold', minPoints: 5000 },
]

describe('levelOf', () => {
  it('starts a new customer at the first level, pointing at the next', () => {
    expect(levelOf(0, LEVELS)).toEqual({
      level: 'Member',
      minPoints: 0,
      levelUpPoints: 1000,
      nextLevel: 'Silver',
    })
  })

  it('reaches a level exactly at its threshold', () => {
    expect(levelOf(999, LEVELS).level).toBe('Member')
    expect(levelOf(1000, LEVELS).level).toBe('Silver')
  })

  it('has nothing to reach at the top level', () => {
    expect(levelOf(80_000, LEVELS)).toMatchObject({ level: 'Gold', levelUpPoints: null })
  })

  it('keeps a negative balance (an adjustment) at the first level', () => {
    expect(levelOf(-50, LEVELS).level).toBe('Member')
  })
})

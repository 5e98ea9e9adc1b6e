import { LOYALTY_LEVELS } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '#test/test-app.ts'
import { allLevels } from './customers.repository.ts'

const t = useTestApp()

// The server reads levels from the database; the Reward Program page prints LOYALTY_LEVELS.
// The two must never tell a customer different thresholds.
describe('loyalty levels', () => {
  it('are seeded with the same names and thresholds the Reward Program page shows', async () => {
    const seeded = await allLevels(t.app.ctx.db)
    expect(seeded).toEqual(LOYALTY_LEVELS.map((level) => ({ ...level })))
  })
})

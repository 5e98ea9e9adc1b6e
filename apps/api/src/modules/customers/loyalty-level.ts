import type { Level } from '@kyanma/shared'

export interface LevelRow {
  name: string
  minPoints: number
}

/**
 * The level a balance reaches: the highest whose threshold it meets, with the next one's
 * threshold as levelUpPoints (null at the top). `levels` is sorted by minPoints.
 */
export function levelOf(balance: number, levels: readonly LevelRow[]): Level {
  let index = 0
  levels.forEach((level, i) => {
    if (balance >= level.minPoints) index = i
  })
  const current = levels[index]
  if (!current) throw new Error('no loyalty levels are defined')
  const next = levels[index + 1]
  return {
    level: current.name,
    minPoints: current.minPoints,
    levelUpPoints: next?.minPoints ?? null,
    nextLevel: next?.name ?? null,
  }
}

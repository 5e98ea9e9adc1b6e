import type { Customer } from '@kyanma/shared'

export type LevelProgress =
  | { nextLevel: null }
  | { nextLevel: string; percent: number; pointsNeeded: number }

/**
 * How far the customer is towards the next level. Spec section 9: progress = current points /
 * points needed for the next level; the points still needed are the difference.
 */
export function levelProgress({ currentPoint, level }: Customer): LevelProgress {
  if (level.levelUpPoints === null || level.nextLevel === null) return { nextLevel: null }
  const percent = level.levelUpPoints > 0 ? (currentPoint / level.levelUpPoints) * 100 : 100
  return {
    nextLevel: level.nextLevel,
    percent: Math.min(100, Math.max(0, percent)),
    pointsNeeded: Math.max(0, level.levelUpPoints - currentPoint),
  }
}

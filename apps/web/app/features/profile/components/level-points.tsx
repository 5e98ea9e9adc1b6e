import { type Customer, levelName } from '@kyanma/shared'
import { Group, Stack, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { profile } from '#app/locales/en/profile.ts'
import { levelProgress } from '../level-progress.ts'
import classes from './profile.module.css'

/** The customer's points, level and how far the next level is (spec sections 2 and 9). */
export function LevelPoints({ customer }: { customer: Customer }) {
  const texts = useTexts(profile)
  const names = useTexts(pointTexts).levelNames
  const format = useFormat()
  const progress = levelProgress(customer)
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="baseline">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {texts.card.points}
          </Text>
          <Text fw={800} fz={28} lh={1.1} data-testid="current-points">
            {format.number(customer.currentPoint)}
          </Text>
        </div>
        <div style={{ textAlign: 'right' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {texts.card.level}
          </Text>
          <Text fw={700} c="kyanmaGreen.8">
            {levelName(customer.level.level, names)}
          </Text>
        </div>
      </Group>
      {progress.nextLevel === null ? (
        <Text size="sm">{texts.card.topLevel}</Text>
      ) : (
        <>
          {/* A plain bar: Mantine's Progress would add its styles to every page's stylesheet. */}
          <div
            role="progressbar"
            aria-label={texts.card.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.percent)}
            className={classes.progress}
          >
            <div style={{ width: `${progress.percent}%` }} />
          </div>
          <Text size="sm">
            {texts.card.toNextLevel(progress.pointsNeeded, levelName(progress.nextLevel, names))}
          </Text>
        </>
      )}
    </Stack>
  )
}

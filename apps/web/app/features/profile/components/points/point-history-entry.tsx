import type { PointHistoryEntry } from '@kyanma/shared'
import { Badge, Group, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import classes from './points.module.css'

/** One row of the history (spec section 2): 'Received' for IN, 'Used' otherwise; date, note, points. */
export function PointHistoryEntryRow({ entry }: { entry: PointHistoryEntry }) {
  const texts = useTexts(pointTexts).history
  const format = useFormat()
  const received = entry.type === 'IN'
  return (
    <li className={classes.entry} data-testid="point-entry">
      <div className={classes.entryText}>
        <Group gap="xs" wrap="nowrap">
          <Badge
            color={received ? 'kyanmaGreen' : 'kyanmaRed'}
            variant="light"
            radius="sm"
            tt="none"
          >
            {received ? texts.received : texts.used}
          </Badge>
          <Text size="sm" c="dimmed">
            {format.longDate(entry.createdAt)}
          </Text>
        </Group>
        {entry.note && (
          <Text size="sm" mt={4} className={classes.note}>
            {entry.note}
          </Text>
        )}
      </div>
      <Text
        fw={700}
        c={received ? 'kyanmaGreen.8' : 'kyanmaRed.7'}
        className={classes.amount}
        aria-label={texts.pointsLabel(entry.type, entry.points)}
      >
        {texts.signed(entry.type, entry.points)}
      </Text>
    </li>
  )
}

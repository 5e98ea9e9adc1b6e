import type { PointDirection } from '@kyanma/shared'
import { Button, Group, TextInput } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'

export interface PointFilters {
  direction: PointDirection | ''
  /** Chosen days as YYYY-MM-DD, or empty. */
  startDay: string
  endDay: string
}

const DIRECTIONS: { direction: PointFilters['direction']; label: 'all' | 'received' | 'used' }[] = [
  { direction: '', label: 'all' },
  { direction: 'IN', label: 'received' },
  { direction: 'OUT', label: 'used' },
]

export const noPointFilters: PointFilters = { direction: '', startDay: '', endDay: '' }

/** All / Received / Used and a date range (spec section 3's list search parameters). */
export function PointHistoryFilters(props: {
  value: PointFilters
  onChange: (value: PointFilters) => void
  reversed: boolean
}) {
  const texts = useTexts(pointTexts).history
  const { value, onChange } = props
  const set = (patch: Partial<PointFilters>) => onChange({ ...value, ...patch })
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {/* Toggle buttons rather than Mantine's SegmentedControl: the app has one stylesheet, and
          its styles would be on every page (docs/decisions/010). */}
      <Group gap={4} role="group" aria-label={texts.filterLabel}>
        {DIRECTIONS.map(({ direction, label }) => (
          <Button
            key={direction || 'all'}
            size="sm"
            variant={value.direction === direction ? 'filled' : 'default'}
            aria-pressed={value.direction === direction}
            onClick={() => set({ direction })}
          >
            {texts.filters[label]}
          </Button>
        ))}
      </Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="date"
          label={texts.from}
          size="sm"
          w={150}
          value={value.startDay}
          max={value.endDay || undefined}
          onChange={(event) => set({ startDay: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={texts.to}
          size="sm"
          w={150}
          value={value.endDay}
          min={value.startDay || undefined}
          error={props.reversed ? texts.endBeforeStart : undefined}
          onChange={(event) => set({ endDay: event.currentTarget.value })}
        />
      </Group>
      {(value.startDay || value.endDay) && (
        <Button variant="subtle" size="sm" onClick={() => set({ startDay: '', endDay: '' })}>
          {texts.clearDates}
        </Button>
      )}
    </Group>
  )
}

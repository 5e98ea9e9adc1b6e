import type { PointDirection } from '@kyanma/shared'
import { Button, Group, TextInput, type TextInputProps } from '@mantine/core'
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
        <DayInput
          label={texts.from}
          day={value.startDay}
          max={value.endDay || undefined}
          onDay={(startDay) => set({ startDay })}
        />
        <DayInput
          label={texts.to}
          day={value.endDay}
          min={value.startDay || undefined}
          error={props.reversed ? texts.endBeforeStart : undefined}
          onDay={(endDay) => set({ endDay })}
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

/**
 * One end of the date range: a day as YYYY-MM-DD ('' for none). `min` or `max` is the other
 * end, so the browser's picker offers only days that keep the range the right way round.
 */
function DayInput(
  props: { label: string; day: string; onDay: (day: string) => void } & Pick<
    TextInputProps,
    'min' | 'max' | 'error'
  >,
) {
  const { day, onDay, ...rest } = props
  return (
    <TextInput
      type="date"
      size="sm"
      w={150}
      value={day}
      onChange={(event) => onDay(event.currentTarget.value)}
      {...rest}
    />
  )
}

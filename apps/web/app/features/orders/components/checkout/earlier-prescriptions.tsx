import type { Prescription } from '@kyanma/shared'
import { Checkbox, Group, Image, Stack, Text } from '@mantine/core'

/**
 * Prescriptions sent before that this order may name, each a box to tick with its picture and a
 * line about it (valid until..., sent on...). Nothing when there are none.
 */
export function EarlierPrescriptions(props: {
  title: string
  items: readonly Prescription[]
  chosen: readonly number[]
  onToggle: (id: number) => void
  describe: (item: Prescription) => string
  /** No more may be added: the unticked boxes are disabled. */
  full: boolean
}) {
  if (props.items.length === 0) return null
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} mb={4}>
        {props.title}
      </Text>
      {props.items.map((item) => {
        const chosen = props.chosen.includes(item.id)
        return (
          <Checkbox
            key={item.id}
            checked={chosen}
            disabled={!chosen && props.full}
            onChange={() => props.onToggle(item.id)}
            styles={{ body: { alignItems: 'center' } }}
            label={
              <Group gap="sm" wrap="nowrap">
                <Image
                  src={item.urls.private}
                  alt=""
                  w={48}
                  h={48}
                  radius="sm"
                  loading="lazy"
                  style={{ flex: 'none' }}
                />
                <Text size="sm">{props.describe(item)}</Text>
              </Group>
            }
          />
        )
      })}
    </Stack>
  )
}

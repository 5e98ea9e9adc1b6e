import type { SavedAddress } from '@kyanma/shared'
import { Button, Group, Paper, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { addresses } from '#app/locales/en/addresses.ts'
import classes from './addresses.module.css'

const SHOWN = ['region', 'township', 'houseAptNo', 'street', 'wardBlock', 'note'] as const

/** One saved address: receiver and phone, then the address's parts that are filled in. */
export function AddressCard(props: {
  saved: SavedAddress
  onEdit: () => void
  onDelete: () => void
}) {
  const texts = useTexts(addresses)
  const { address } = props.saved
  const receiver = address.receiverName || address.township || ''
  return (
    <Paper withBorder radius="md" p="md" component="li" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{address.receiverName}</Text>
          {address.phoneNo && (
            <Text size="sm" c="dimmed">
              {address.phoneNo}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={props.onEdit}
            aria-label={texts.editLabel(receiver)}
          >
            {texts.edit}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={props.onDelete}
            aria-label={texts.deleteLabel(receiver)}
          >
            {texts.delete}
          </Button>
        </Group>
      </Group>
      <dl className={classes.details}>
        {SHOWN.filter((field) => address[field]).map((field) => (
          <div key={field} className={classes.detail}>
            <dt>{texts.fields[field]}</dt>
            <dd>{address[field]}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  )
}

import type { SavedAddress } from '@kyanma/shared'
import { Button, Group, Modal, Text } from '@mantine/core'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { addresses } from '#app/locales/en/addresses.ts'
import { useDeleteAddress } from '../api/change-addresses.ts'

const summaryOf = ({ address }: SavedAddress) =>
  [address.receiverName, address.street, address.township].filter(Boolean).join(', ')

/** Asks before a saved address is deleted; Cancel keeps it (spec section 9: 'Cancel'). */
export function DeleteAddressDialog(props: {
  deleting: SavedAddress | undefined
  onClose: () => void
}) {
  const texts = useTexts(addresses)
  const mutation = useDeleteAddress()
  const { deleting } = props
  const confirm = () => {
    if (!deleting) return
    mutation.mutate(deleting.id, {
      onSuccess: () => {
        void notify.success(texts.deleted)
        props.onClose()
      },
    })
  }
  return (
    <Modal
      opened={deleting !== undefined}
      onClose={props.onClose}
      title={texts.deleteDialog.title}
      centered
    >
      <Text size="sm">{deleting && texts.deleteDialog.body(summaryOf(deleting))}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={mutation.isPending}>
          {texts.deleteDialog.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={mutation.isPending}>
          {texts.deleteDialog.confirm}
        </Button>
      </Group>
    </Modal>
  )
}

import { DeliveryAddressSchema, type SavedAddress } from '@kyanma/shared'
import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import {
  AddressNoteField,
  HouseStreetFields,
  ReceiverFields,
  WardBlockField,
} from '#app/components/form/address-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { addresses } from '#app/locales/en/addresses.ts'
import { addressOf, formValuesOf } from '../address-form-schema.ts'
import { useCreateAddress, useUpdateAddress } from '../api/change-addresses.ts'

/**
 * A saved address, new or edited: receiver, phone, region and township (searchable; the
 * townships follow the region), house/apt, street, ward/block and a note. This module carries
 * the region table, so it is loaded only when the form opens (address-form-dialog.tsx).
 */
export default function AddressForm({
  editing,
  onDone,
  onCancel,
}: {
  /** The address being edited; none for a new one. */
  editing?: SavedAddress | undefined
  onDone: () => void
  onCancel: () => void
}) {
  const texts = useTexts(addresses)
  const form = useSchemaForm({
    initialValues: formValuesOf(editing?.address),
    schema: DeliveryAddressSchema,
  })
  const create = useCreateAddress()
  const update = useUpdateAddress()
  const pending = create.isPending || update.isPending

  const submit = form.onSubmit((values) => {
    const address = addressOf(values)
    const done = {
      onSuccess: () => {
        void notify.success(texts.saved)
        onDone()
      },
    }
    if (editing) update.mutate({ id: editing.id, address }, done)
    else create.mutate(address, done)
  })

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <ReceiverFields texts={texts} autoFocus />
          <HouseStreetFields texts={texts} />
          <WardBlockField texts={texts} />
        </SimpleGrid>
        <AddressNoteField texts={texts} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {texts.form.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {texts.form.save}
          </Button>
        </Group>
      </Stack>
    </KitForm>
  )
}

import type { SavedAddress } from '@kyanma/shared'
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { RegionTownshipSelects } from '../../../components/ui/region-township-selects.tsx'
import { useLocalizedValidate } from '../../../lib/form-validation.ts'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { addresses } from '../../../locales/en/addresses.ts'
import {
  type AddressFormValues,
  addressOf,
  formValuesOf,
  validateAddressForm,
} from '../address-form-schema.ts'
import { useCreateAddress } from '../api/create-address.ts'
import { useUpdateAddress } from '../api/update-address.ts'

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
  const form = useForm<AddressFormValues>({
    initialValues: formValuesOf(editing?.address),
    validate: useLocalizedValidate(validateAddressForm),
    validateInputOnChange: true,
  })
  const create = useCreateAddress()
  const update = useUpdateAddress()
  const pending = create.isPending || update.isPending
  const { region, township } = form.values

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
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={texts.fields.receiverName}
            autoComplete="shipping name"
            required
            data-autofocus
            {...form.getInputProps('receiverName')}
          />
          <TextInput
            label={texts.fields.phoneNo}
            placeholder={texts.placeholders.phoneNo}
            type="tel"
            inputMode="tel"
            autoComplete="shipping tel"
            required
            {...form.getInputProps('phoneNo')}
          />
          <RegionTownshipSelects
            value={{ region, township }}
            errors={form.errors}
            onChange={(next) => form.setValues(next)}
          />
          <TextInput
            label={texts.fields.houseAptNo}
            autoComplete="shipping address-line1"
            {...form.getInputProps('houseAptNo')}
          />
          <TextInput
            label={texts.fields.street}
            autoComplete="shipping address-line2"
            required
            {...form.getInputProps('street')}
          />
          <TextInput
            label={texts.fields.wardBlock}
            autoComplete="shipping address-line3"
            {...form.getInputProps('wardBlock')}
          />
        </SimpleGrid>
        <Textarea
          label={texts.fields.note}
          placeholder={texts.placeholders.note}
          rows={2}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {texts.form.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {texts.form.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import type { SavedAddress } from '@kyanma/shared'
import { YANGON_REGION } from '@kyanma/shared/geography'
import { SimpleGrid, Stack } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import {
  AddressNoteField,
  HouseStreetFields,
  ReceiverFields,
  WardBlockField,
} from '#app/components/form/address-fields.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { formValuesOf } from '#app/features/addresses/address-form-schema.ts'
import type { CheckoutValues } from '#app/features/orders/checkout-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { ChoiceRadios } from './choice-radios.tsx'
import { SavedAddressPicker } from './saved-address-picker.tsx'

/**
 * Where the order goes (spec section 2, Checkout): Receiver, Phone, Region and Township
 * (searchable), home or highway bus gate outside Yangon Region, then Gate Name or House/Apt No
 * and Street, Ward/Block, Address and Note. This module carries the region table, so the
 * checkout loads it when the form shows.
 */
export default function DeliveryFields({
  form,
  savedAddresses,
}: {
  form: UseFormReturnType<CheckoutValues>
  savedAddresses: readonly SavedAddress[]
}) {
  const texts = useTexts(orders)
  const shippingChoices = [
    { value: 'HOME', label: texts.shipping.home },
    { value: 'HIGHWAY', label: texts.shipping.highway },
  ] as const
  const { region, shippingOption } = form.values
  const outsideYangon = region !== '' && region !== YANGON_REGION
  const highway = outsideYangon && shippingOption === 'HIGHWAY'

  const fill = (saved: SavedAddress) => {
    const { address } = saved
    form.setValues({
      ...formValuesOf(address),
      gate: address.gate ?? '',
      fullAddress: address.fullAddress ?? '',
      shippingOption: address.gate ? 'HIGHWAY' : 'HOME',
    })
  }

  return (
    <Stack gap="sm">
      {savedAddresses.length > 0 && <SavedAddressPicker addresses={savedAddresses} onPick={fill} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <ReceiverFields texts={texts} />
      </SimpleGrid>
      {outsideYangon && (
        <ChoiceRadios
          name="shippingOption"
          label={texts.shipping.shippingOption}
          choices={shippingChoices}
          value={shippingOption}
          onChange={(value) => form.setFieldValue('shippingOption', value)}
          inline
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {highway ? (
          <TextField
            name="gate"
            label={texts.fields.gate}
            placeholder={texts.placeholders.gate}
            required
          />
        ) : (
          <HouseStreetFields texts={texts} />
        )}
        <WardBlockField texts={texts} />
      </SimpleGrid>
      <TextField
        name="fullAddress"
        label={texts.fields.fullAddress}
        placeholder={texts.placeholders.fullAddress}
      />
      <AddressNoteField texts={texts} />
    </Stack>
  )
}

import type { SavedAddress } from '@kyanma/shared'
import { Box, Group, Loader, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { lazy, Suspense } from 'react'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import type { CheckoutValues } from '#app/features/orders/checkout-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { shopAddressTexts } from '#app/locales/en/static-pages/shop-address.ts'
import { ChoiceRadios } from './choice-radios.tsx'

// The delivery form brings Myanmar's region and township table: loaded when it first shows.
const DeliveryFields = lazy(() => import('./delivery-fields.tsx'))

/** Shipping: Delivery (the address form) or Pick Up in Store (the store's address). */
export function ShippingSection(props: {
  form: UseFormReturnType<CheckoutValues>
  savedAddresses: readonly SavedAddress[]
}) {
  const texts = useTexts(orders)
  const { address: shopAddress } = useTexts(shopAddressTexts)
  const receiveChoices = [
    { value: 'DELIVERY', label: texts.shipping.delivery },
    { value: 'PICK_UP', label: texts.shipping.pickup },
  ] as const
  const { form } = props
  const pickup = form.values.receiveType === 'PICK_UP'
  return (
    <SectionCard title={texts.shipping.title}>
      <Box mb="md">
        <ChoiceRadios
          name="receiveType"
          label={texts.shipping.label}
          choices={receiveChoices}
          value={form.values.receiveType}
          onChange={(value) => form.setFieldValue('receiveType', value)}
          inline
        />
      </Box>
      {pickup ? (
        <Text data-testid="store-address">
          {texts.shipping.storeAddress} <strong>{shopAddress}</strong>
        </Text>
      ) : (
        <Suspense
          fallback={
            <Group justify="center" py="xl">
              <Loader aria-label={texts.loading} />
            </Group>
          }
        >
          <DeliveryFields form={form} savedAddresses={props.savedAddresses} />
        </Suspense>
      )}
    </SectionCard>
  )
}

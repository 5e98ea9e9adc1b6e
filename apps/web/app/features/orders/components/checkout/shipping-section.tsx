import { type SavedAddress, SHOP } from '@kyanma/shared'
import { Group, Loader, Radio, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { lazy, Suspense } from 'react'
import { SectionCard } from '../../../../components/ui/section-card.tsx'
import { orders as texts } from '../../../../locales/en/orders.ts'
import type { CheckoutValues } from '../../checkout-form.ts'

// The delivery form brings Myanmar's region and township table: loaded when it first shows.
const DeliveryFields = lazy(() => import('./delivery-fields.tsx'))

/** Shipping: Delivery (the address form) or Pick Up in Store (the store's address). */
export function ShippingSection(props: {
  form: UseFormReturnType<CheckoutValues>
  savedAddresses: readonly SavedAddress[]
}) {
  const { form } = props
  const pickup = form.values.receiveType === 'PICK_UP'
  return (
    <SectionCard title={texts.shipping.title}>
      <Radio.Group label={texts.shipping.label} mb="md" {...form.getInputProps('receiveType')}>
        <Group gap="lg" mt={6}>
          <Radio value="DELIVERY" label={texts.shipping.delivery} />
          <Radio value="PICK_UP" label={texts.shipping.pickup} />
        </Group>
      </Radio.Group>
      {pickup ? (
        <Text data-testid="store-address">
          {texts.shipping.storeAddress} <strong>{SHOP.address}</strong>
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

import type { AdminCoupon } from '@kyanma/shared'
import { SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { NumberField } from '#app/components/admin/number-field.tsx'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { useSaveCoupon } from '../api/save-coupon.ts'
import {
  CouponFormSchema,
  type CouponFormValues,
  couponFormValues,
  toCouponInput,
} from './coupon-form-values.ts'

/**
 * A coupon's terms, checked as they are typed with the shared rules (the server checks them
 * again, and answers 409 for a code another coupon has).
 */
export function CouponForm(props: { coupon: AdminCoupon | null; onDone: () => void }) {
  const texts = useTexts(adminContent).coupons
  const fields = texts.fields
  const form = useForm<CouponFormValues>({
    initialValues: couponFormValues(props.coupon),
    validate: useSchemaValidate(CouponFormSchema),
    validateInputOnBlur: true,
  })
  const save = useSaveCoupon()
  const percent = form.values.discountType === 'PERCENT'

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: props.coupon?.id ?? null, body: toCouponInput(values) },
      {
        onSuccess: () => {
          void notify.success(texts.saved)
          props.onDone()
        },
      },
    )
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={fields.code} required {...form.getInputProps('code')} />
        {/* Beside its Burmese version (stacked on a phone); shoppers reading Burmese see the
            English one when the Burmese is left empty. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={fields.description} {...form.getInputProps('description')} />
          <TextInput
            label={fields.descriptionMy}
            lang="my"
            {...form.getInputProps('descriptionMy')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {fields.discountType}
          </Text>
          <SegmentedControl
            fullWidth
            data={[
              { value: 'PERCENT', label: fields.percent },
              { value: 'FIXED', label: fields.fixed },
            ]}
            {...form.getInputProps('discountType')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberField
            label={fields.discountValue}
            suffix={percent ? ' %' : fields.kyatSuffix}
            thousandSeparator=","
            required
            {...form.getInputProps('discountValue')}
          />
          {percent && (
            <NumberField
              label={fields.maxDiscount}
              description={fields.maxDiscountHint}
              thousandSeparator=","
              {...form.getInputProps('maxDiscount')}
            />
          )}
          <NumberField
            label={fields.minOrderAmount}
            thousandSeparator=","
            {...form.getInputProps('minOrderAmount')}
          />
          <TextInput
            type="datetime-local"
            label={fields.startsAt}
            required
            {...form.getInputProps('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={fields.endsAt}
            required
            {...form.getInputProps('endsAt')}
          />
          <NumberField
            label={fields.usageLimit}
            description={fields.limitHint}
            {...form.getInputProps('usageLimit')}
          />
          <NumberField
            label={fields.perCustomerLimit}
            description={fields.limitHint}
            {...form.getInputProps('perCustomerLimit')}
          />
        </SimpleGrid>
        <Switch label={fields.isActive} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <FormActions onCancel={props.onDone} saving={save.isPending} />
      </Stack>
    </form>
  )
}

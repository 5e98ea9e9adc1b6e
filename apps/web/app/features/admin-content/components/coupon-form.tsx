import type { AdminCoupon } from '@kyanma/shared'
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { NumberFormField } from '#app/components/admin/number-form-field.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import { BilingualTextFields } from '#app/components/form/bilingual-fields.tsx'
import { SwitchField } from '#app/components/form/checkbox-field.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
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
  const form = useSchemaForm<CouponFormValues>({
    initialValues: couponFormValues(props.coupon),
    schema: CouponFormSchema,
    validateOn: 'blur',
  })
  const save = useSaveCoupon()
  const percent = form.values.discountType === 'PERCENT'

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: props.coupon?.id ?? null, body: toCouponInput(values) },
      savedThen(texts.saved, props.onDone),
    )
  })

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <TextField name="code" label={fields.code} required />
        {/* Beside its Burmese version (stacked on a phone); shoppers reading Burmese see the
            English one when the Burmese is left empty. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <BilingualTextFields name="description" labels={fields} />
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
          <NumberFormField
            name="discountValue"
            label={fields.discountValue}
            suffix={percent ? ' %' : fields.kyatSuffix}
            thousandSeparator=","
            required
          />
          {percent && (
            <NumberFormField
              name="maxDiscount"
              label={fields.maxDiscount}
              description={fields.maxDiscountHint}
              thousandSeparator=","
            />
          )}
          <NumberFormField
            name="minOrderAmount"
            label={fields.minOrderAmount}
            thousandSeparator=","
          />
          <TextField name="startsAt" type="datetime-local" label={fields.startsAt} required />
          <TextField name="endsAt" type="datetime-local" label={fields.endsAt} required />
          <NumberFormField
            name="usageLimit"
            label={fields.usageLimit}
            description={fields.limitHint}
          />
          <NumberFormField
            name="perCustomerLimit"
            label={fields.perCustomerLimit}
            description={fields.limitHint}
          />
        </SimpleGrid>
        <SwitchField name="isActive" label={fields.isActive} />
        <FormActions onCancel={props.onDone} saving={save.isPending} />
      </Stack>
    </KitForm>
  )
}

import { POTENCY_UNITS, UNIT_FORMS } from '@kyanma/shared'
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core'
import { NumberField } from '#app/components/admin/number-field.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'
import { numberField, type ProductForm } from './product-form-values.ts'

export function ProductAttributesSection({ form }: { form: ProductForm }) {
  const texts = useTexts(adminCatalog).form
  const { unitForms } = useTexts()
  return (
    <FormSection title={texts.attributes}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField label={texts.potency} min={0} {...numberField(form, 'potency')} />
        <Select
          label={texts.potencyUnit}
          data={[...POTENCY_UNITS]}
          clearable
          {...form.getInputProps('potencyUnit')}
        />
        <NumberField
          label={texts.tabletCount}
          min={1}
          allowDecimal={false}
          {...numberField(form, 'tabletCount')}
        />
        <Select
          label={texts.unitForm}
          data={UNIT_FORMS.map((form) => ({ value: form, label: unitForms[form] }))}
          clearable
          {...form.getInputProps('unitForm')}
        />
        <NumberField
          label={texts.weight}
          min={0}
          allowDecimal={false}
          {...numberField(form, 'shippingWeightGrams')}
        />
        <TextInput
          label={texts.expiry}
          type="date"
          value={form.values.nearestExpiredDate ?? ''}
          error={form.errors.nearestExpiredDate}
          onChange={(event) =>
            form.setFieldValue('nearestExpiredDate', event.currentTarget.value || null)
          }
        />
      </SimpleGrid>
      <Checkbox
        label={texts.needsPrescription}
        {...form.getInputProps('needsPrescription', { type: 'checkbox' })}
      />
    </FormSection>
  )
}

import { POTENCY_UNITS, UNIT_FORMS } from '@kyanma/shared'
import { SimpleGrid } from '@mantine/core'
import { NullableNumberField } from '#app/components/admin/number-form-field.tsx'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { NullableDateField } from '#app/components/form/text-field.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'

export function ProductAttributesSection() {
  const texts = useTexts(adminCatalog).form
  const { unitForms } = useTexts()
  return (
    <FormSection title={texts.attributes}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NullableNumberField name="potency" label={texts.potency} min={0} />
        <SelectField
          name="potencyUnit"
          label={texts.potencyUnit}
          data={[...POTENCY_UNITS]}
          clearable
        />
        <NullableNumberField
          name="tabletCount"
          label={texts.tabletCount}
          min={1}
          allowDecimal={false}
        />
        <SelectField
          name="unitForm"
          label={texts.unitForm}
          data={UNIT_FORMS.map((form) => ({ value: form, label: unitForms[form] }))}
          clearable
        />
        <NullableNumberField
          name="shippingWeightGrams"
          label={texts.weight}
          min={0}
          allowDecimal={false}
        />
        <NullableDateField name="nearestExpiredDate" label={texts.expiry} />
      </SimpleGrid>
      <CheckboxField name="needsPrescription" label={texts.needsPrescription} />
    </FormSection>
  )
}

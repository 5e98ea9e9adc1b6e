import { SimpleGrid } from '@mantine/core'
import { NullableNumberField } from '#app/components/admin/number-form-field.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'

export function ProductPriceSection() {
  const texts = useTexts(adminCatalog).form
  const whole = { min: 0, allowDecimal: false, allowNegative: false, thousandSeparator: ',' }
  return (
    <FormSection title={texts.priceStock}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NullableNumberField name="price" label={texts.price} withAsterisk {...whole} />
        <NullableNumberField
          name="originalPrice"
          label={texts.originalPrice}
          description={texts.originalPriceHint}
          {...whole}
        />
        <NullableNumberField name="stock" label={texts.stock} withAsterisk {...whole} />
      </SimpleGrid>
    </FormSection>
  )
}

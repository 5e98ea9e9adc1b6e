import { SimpleGrid } from '@mantine/core'
import { NumberField } from '#app/components/admin/number-field.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'
import { numberField, type ProductForm } from './product-form-values.ts'

export function ProductPriceSection({ form }: { form: ProductForm }) {
  const texts = useTexts(adminCatalog).form
  const whole = { min: 0, allowDecimal: false, allowNegative: false, thousandSeparator: ',' }
  return (
    <FormSection title={texts.priceStock}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField label={texts.price} withAsterisk {...whole} {...numberField(form, 'price')} />
        <NumberField
          label={texts.originalPrice}
          description={texts.originalPriceHint}
          {...whole}
          {...numberField(form, 'originalPrice')}
        />
        <NumberField label={texts.stock} withAsterisk {...whole} {...numberField(form, 'stock')} />
      </SimpleGrid>
    </FormSection>
  )
}

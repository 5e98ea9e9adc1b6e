import { NumberInput, SimpleGrid } from '@mantine/core'
import { useTexts } from '../../../lib/texts.ts'
import { adminCatalog } from '../../../locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'
import { numberField, type ProductForm } from './product-form-values.ts'

export function ProductPriceSection({ form }: { form: ProductForm }) {
  const texts = useTexts(adminCatalog).form
  const whole = { min: 0, allowDecimal: false, allowNegative: false, thousandSeparator: ',' }
  return (
    <FormSection title={texts.priceStock}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label={texts.price} withAsterisk {...whole} {...numberField(form, 'price')} />
        <NumberInput
          label={texts.originalPrice}
          description={texts.originalPriceHint}
          {...whole}
          {...numberField(form, 'originalPrice')}
        />
        <NumberInput label={texts.stock} withAsterisk {...whole} {...numberField(form, 'stock')} />
      </SimpleGrid>
    </FormSection>
  )
}

import { NumberInput, SimpleGrid } from '@mantine/core'
import { adminCatalog } from '../../../locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'
import { numberField, type ProductForm } from './product-form-values.ts'

const texts = adminCatalog.form

export function ProductPriceSection({ form }: { form: ProductForm }) {
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

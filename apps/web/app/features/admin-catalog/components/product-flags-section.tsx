import { Checkbox, Group } from '@mantine/core'
import { NumberField } from '#app/components/admin/number-field.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'
import { numberField, type ProductForm } from './product-form-values.ts'

export function ProductFlagsSection({ form }: { form: ProductForm }) {
  const texts = useTexts(adminCatalog).form
  const checkbox = (key: 'isActive' | 'isFlashSale' | 'isRecommended' | 'isBestSeller') =>
    form.getInputProps(key, { type: 'checkbox' })
  return (
    <FormSection title={texts.flags}>
      <Group gap="lg">
        <Checkbox label={texts.active} {...checkbox('isActive')} />
        <Checkbox label={texts.flashSale} {...checkbox('isFlashSale')} />
        <Checkbox label={texts.recommended} {...checkbox('isRecommended')} />
        <Checkbox label={texts.bestSeller} {...checkbox('isBestSeller')} />
      </Group>
      <NumberField
        label={texts.featuredRank}
        description={texts.featuredRankHint}
        min={0}
        allowDecimal={false}
        maw={260}
        {...numberField(form, 'featuredRank')}
      />
    </FormSection>
  )
}

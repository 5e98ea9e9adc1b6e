import { Group } from '@mantine/core'
import { NullableNumberField } from '#app/components/admin/number-form-field.tsx'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { FormSection } from './form-section.tsx'

export function ProductFlagsSection() {
  const texts = useTexts(adminCatalog).form
  return (
    <FormSection title={texts.flags}>
      <Group gap="lg">
        <CheckboxField name="isActive" label={texts.active} />
        <CheckboxField name="isFlashSale" label={texts.flashSale} />
        <CheckboxField name="isRecommended" label={texts.recommended} />
        <CheckboxField name="isBestSeller" label={texts.bestSeller} />
      </Group>
      <NullableNumberField
        name="featuredRank"
        label={texts.featuredRank}
        description={texts.featuredRankHint}
        min={0}
        allowDecimal={false}
        maw={260}
      />
    </FormSection>
  )
}

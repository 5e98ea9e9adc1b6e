import { SimpleGrid, Stack } from '@mantine/core'
import {
  BilingualTextareaFields,
  BilingualTextFields,
} from '#app/components/form/bilingual-fields.tsx'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import {
  brandSelectData,
  categorySelectData,
  useCatalogOptions,
} from '../api/get-catalog-options.ts'
import { CatalogPickerField } from './catalog-picker-field.tsx'
import { FormSection } from './form-section.tsx'

/**
 * The descriptions are HTML, typed as code. The shop's Myanmar face comes first: it covers only
 * Myanmar letters (unicode-range), which monospace fonts lack, so Latin stays monospace.
 */
const htmlInput = { input: { fontFamily: "'Noto Sans Myanmar', monospace" } }

export function ProductBasicsSection() {
  const catalog = useTexts(adminCatalog)
  const texts = catalog.form
  const language = useLanguage()
  const options = useCatalogOptions()
  return (
    <FormSection title={texts.basics}>
      <Stack gap="sm">
        {/* Each text beside its Burmese version (stacked on a phone); shoppers reading Burmese
            see the English one wherever the Burmese is left empty. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualTextFields name="name" labels={texts} withAsterisk />
        </SimpleGrid>
        <CatalogPickerField
          name="categoryId"
          label={texts.category}
          withAsterisk
          data={categorySelectData(options.data, catalog, language)}
        />
        <CatalogPickerField
          name="brandId"
          optional
          label={texts.brand}
          placeholder={texts.noBrand}
          data={brandSelectData(options.data, catalog, language)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualTextareaFields name="description" labels={texts} rows={8} styles={htmlInput} />
        </SimpleGrid>
      </Stack>
    </FormSection>
  )
}

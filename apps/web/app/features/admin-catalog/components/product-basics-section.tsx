import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import {
  brandSelectData,
  categorySelectData,
  pickerSearch,
  useCatalogOptions,
} from '../api/get-catalog-options.ts'
import { FormSection } from './form-section.tsx'
import { idSelectField, type ProductForm } from './product-form-values.ts'

/**
 * The descriptions are HTML, typed as code. The shop's Myanmar face comes first: it covers only
 * Myanmar letters (unicode-range), which monospace fonts lack, so Latin stays monospace.
 */
const htmlInput = { input: { fontFamily: "'Noto Sans Myanmar', monospace" } }

export function ProductBasicsSection({ form }: { form: ProductForm }) {
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
          <TextInput label={texts.name} withAsterisk {...form.getInputProps('name')} />
          <TextInput label={texts.nameMy} lang="my" {...form.getInputProps('nameMy')} />
        </SimpleGrid>
        <Select
          label={texts.category}
          withAsterisk
          searchable
          data={categorySelectData(options.data, catalog, language)}
          filter={pickerSearch}
          {...idSelectField(form, 'categoryId')}
        />
        <Select
          label={texts.brand}
          placeholder={texts.noBrand}
          searchable
          clearable
          data={brandSelectData(options.data, catalog, language)}
          filter={pickerSearch}
          {...idSelectField(form, 'brandId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={texts.description}
            rows={8}
            styles={htmlInput}
            {...form.getInputProps('description')}
          />
          <Textarea
            label={texts.descriptionMy}
            lang="my"
            rows={8}
            styles={htmlInput}
            {...form.getInputProps('descriptionMy')}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  )
}

import { Select, Stack, Textarea, TextInput } from '@mantine/core'
import { useTexts } from '../../../lib/texts.ts'
import { adminCatalog } from '../../../locales/en/admin/catalog.ts'
import {
  brandSelectData,
  categorySelectData,
  useCatalogOptions,
} from '../api/get-catalog-options.ts'
import { FormSection } from './form-section.tsx'
import { idSelectField, type ProductForm } from './product-form-values.ts'

export function ProductBasicsSection({ form }: { form: ProductForm }) {
  const catalog = useTexts(adminCatalog)
  const texts = catalog.form
  const options = useCatalogOptions()
  return (
    <FormSection title={texts.basics}>
      <Stack gap="sm">
        <TextInput label={texts.name} withAsterisk {...form.getInputProps('name')} />
        <Select
          label={texts.category}
          withAsterisk
          searchable
          data={categorySelectData(options.data, catalog)}
          {...idSelectField(form, 'categoryId')}
        />
        <Select
          label={texts.brand}
          placeholder={texts.noBrand}
          searchable
          clearable
          data={brandSelectData(options.data, catalog)}
          {...idSelectField(form, 'brandId')}
        />
        <Textarea
          label={texts.description}
          rows={8}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...form.getInputProps('description')}
        />
      </Stack>
    </FormSection>
  )
}

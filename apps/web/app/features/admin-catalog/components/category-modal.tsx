import {
  type AdminCategory,
  AdminCategoryBodySchema,
  type AdminCategoryInput,
} from '@kyanma/shared'
import { Checkbox, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { ImagePicker } from '#app/components/admin/image-picker.tsx'
import { NumberField } from '#app/components/admin/number-field.tsx'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { useLanguage } from '#app/lib/language.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { categorySelectData, pickerSearch, useCatalogOptions } from '../api/get-catalog-options.ts'
import { useSaveCategory } from '../api/save-category.ts'

/** The Burmese name is '' when not written ('' clears a stored one). */
type Values = Required<Omit<AdminCategoryInput, 'imageId'>> & { nameMy: string }

/** Adds a category (no `category`) or edits one, in a modal over the table. */
export function CategoryModal(props: { category?: AdminCategory; onClose: () => void }) {
  const common = useTexts(adminCommon)
  const catalog = useTexts(adminCatalog)
  const texts = catalog.categories
  const { category } = props
  const language = useLanguage()
  const options = useCatalogOptions()
  const save = useSaveCategory(category?.id)
  // The chosen picture itself (its thumbnail shows); the saved category refers to its id.
  const [image, setImage] = useState(category?.image ? [category.image] : [])
  const form = useForm<Values>({
    initialValues: {
      name: category?.name ?? '',
      nameMy: category?.nameMy ?? '',
      parentId: category?.parent?.id ?? null,
      sortOrder: category?.sortOrder ?? 0,
      isActive: category?.isActive ?? true,
    },
    validate: useSchemaValidate(AdminCategoryBodySchema),
  })
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, imageId: image[0]?.id ?? null },
      {
        onSuccess: () => {
          notify.success(common.saved)
          props.onClose()
        },
      },
    ),
  )

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={category ? texts.editTitle : texts.newTitle}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={texts.name} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={texts.nameMy} lang="my" {...form.getInputProps('nameMy')} />
          </SimpleGrid>
          <Select
            label={texts.parent}
            placeholder={texts.noParent}
            searchable
            clearable
            data={categorySelectData(options.data, catalog, language, category?.id)}
            filter={pickerSearch}
            value={form.values.parentId ? String(form.values.parentId) : null}
            onChange={(value) => form.setFieldValue('parentId', value ? Number(value) : null)}
            error={form.errors.parentId}
          />
          <NumberField
            label={texts.sortOrder}
            allowDecimal={false}
            value={form.values.sortOrder}
            onChange={(value) => form.setFieldValue('sortOrder', Number(value) || 0)}
            error={form.errors.sortOrder}
          />
          <ImagePicker
            label={texts.image}
            purpose="category"
            alt={form.values.name}
            value={image}
            onChange={setImage}
          />
          <Checkbox
            label={texts.active}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <FormActions onCancel={props.onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  )
}

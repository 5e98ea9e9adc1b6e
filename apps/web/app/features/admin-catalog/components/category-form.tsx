import {
  type AdminCategory,
  AdminCategoryBodySchema,
  type AdminCategoryInput,
  type Image,
} from '@kyanma/shared'
import { SimpleGrid, Stack } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { NumberField } from '#app/components/admin/number-field.tsx'
import {
  chosenPictureId,
  PictureField,
  pictureListOf,
} from '#app/components/admin/picture-field.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import { BilingualTextFields } from '#app/components/form/bilingual-fields.tsx'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { categorySelectData, useCatalogOptions } from '../api/get-catalog-options.ts'
import { useSaveCategory } from '../api/save-category.ts'
import { CatalogPickerField } from './catalog-picker-field.tsx'

/**
 * The Burmese name is '' when not written ('' clears a stored one). The picture is the chosen one
 * itself (its thumbnail shows); the saved category refers to its id.
 */
type Values = Required<Omit<AdminCategoryInput, 'imageId'>> & { nameMy: string; image: Image[] }

/** Adds a category (`category` null) or edits one, in the categories page's modal. */
export function CategoryForm(props: { category: AdminCategory | null; onDone: () => void }) {
  const common = useTexts(adminCommon)
  const catalog = useTexts(adminCatalog)
  const texts = catalog.categories
  const { category } = props
  const language = useLanguage()
  const options = useCatalogOptions()
  const save = useSaveCategory(category?.id)
  const form = useSchemaForm<Values>({
    initialValues: {
      name: category?.name ?? '',
      nameMy: category?.nameMy ?? '',
      parentId: category?.parent?.id ?? null,
      sortOrder: category?.sortOrder ?? 0,
      isActive: category?.isActive ?? true,
      image: pictureListOf(category?.image),
    },
    schema: AdminCategoryBodySchema,
    validateOn: 'submit',
  })
  const submit = form.onSubmit(({ image, ...values }) =>
    save.mutate(
      { ...values, imageId: chosenPictureId(image) },
      savedThen(common.saved, props.onDone),
    ),
  )

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualTextFields name="name" labels={texts} withAsterisk />
        </SimpleGrid>
        <CatalogPickerField
          name="parentId"
          optional
          label={texts.parent}
          placeholder={texts.noParent}
          data={categorySelectData(options.data, catalog, language, category?.id)}
        />
        <NumberField
          label={texts.sortOrder}
          allowDecimal={false}
          value={form.values.sortOrder}
          onChange={(value) => form.setFieldValue('sortOrder', Number(value) || 0)}
          error={form.errors.sortOrder}
        />
        <PictureField name="image" label={texts.image} purpose="category" alt={form.values.name} />
        <CheckboxField name="isActive" label={texts.active} />
        <FormActions onCancel={props.onDone} saving={save.isPending} />
      </Stack>
    </KitForm>
  )
}

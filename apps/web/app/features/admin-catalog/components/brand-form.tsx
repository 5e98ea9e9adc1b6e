import {
  type AdminBrand,
  type AdminBrandInput,
  AdminBrandInputSchema,
  type Image,
} from '@kyanma/shared'
import { SimpleGrid, Stack } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import {
  chosenPictureId,
  PictureField,
  pictureListOf,
} from '#app/components/admin/picture-field.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import {
  BilingualTextareaFields,
  BilingualTextFields,
} from '#app/components/form/bilingual-fields.tsx'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useSaveBrand } from '../api/save-brand.ts'

type Values = {
  name: string
  /** Only brands known by a Burmese name have one; '' clears a stored one. */
  nameMy: string
  description: string
  /** '' when not written; '' clears a stored one (shoppers then read the English one). */
  descriptionMy: string
  country: string
  isActive: boolean
  /** The chosen picture itself (its thumbnail shows); the saved brand refers to its id. */
  logo: Image[]
}

/** Adds a brand (`brand` null) or edits one, in the brands page's modal. */
export function BrandForm(props: { brand: AdminBrand | null; onDone: () => void }) {
  const common = useTexts(adminCommon)
  const texts = useTexts(adminCatalog).brands
  const { brand } = props
  const save = useSaveBrand(brand?.id)
  const form = useSchemaForm<Values>({
    initialValues: {
      name: brand?.name ?? '',
      nameMy: brand?.nameMy ?? '',
      description: brand?.description ?? '',
      descriptionMy: brand?.descriptionMy ?? '',
      country: brand?.country ?? '',
      isActive: brand?.isActive ?? true,
      logo: pictureListOf(brand?.logo),
    },
    schema: AdminBrandInputSchema,
    validateOn: 'submit',
  })
  const submit = form.onSubmit(({ logo, ...values }) =>
    save.mutate(
      { ...values, logoId: chosenPictureId(logo) } satisfies AdminBrandInput,
      savedThen(common.saved, props.onDone),
    ),
  )

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualTextFields name="name" labels={texts} withAsterisk />
        </SimpleGrid>
        <TextField name="country" label={texts.country} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualTextareaFields name="description" labels={texts} rows={3} />
        </SimpleGrid>
        <PictureField name="logo" label={texts.logo} purpose="brand" alt={form.values.name} />
        <CheckboxField name="isActive" label={texts.active} />
        <FormActions onCancel={props.onDone} saving={save.isPending} />
      </Stack>
    </KitForm>
  )
}

import { type AdminBrand, type AdminBrandInput, AdminBrandInputSchema } from '@kyanma/shared'
import { Checkbox, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { ImagePicker } from '#app/components/admin/image-picker.tsx'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { notify } from '#app/lib/notify.ts'
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
}

/** Adds a brand (no `brand`) or edits one, in a modal over the table. */
export function BrandModal(props: { brand?: AdminBrand; onClose: () => void }) {
  const common = useTexts(adminCommon)
  const texts = useTexts(adminCatalog).brands
  const { brand } = props
  const save = useSaveBrand(brand?.id)
  // The chosen picture itself (its thumbnail shows); the saved brand refers to its id.
  const [logo, setLogo] = useState(brand?.logo ? [brand.logo] : [])
  const form = useForm<Values>({
    initialValues: {
      name: brand?.name ?? '',
      nameMy: brand?.nameMy ?? '',
      description: brand?.description ?? '',
      descriptionMy: brand?.descriptionMy ?? '',
      country: brand?.country ?? '',
      isActive: brand?.isActive ?? true,
    },
    validate: useSchemaValidate(AdminBrandInputSchema),
  })
  const submit = form.onSubmit((values) =>
    save.mutate({ ...values, logoId: logo[0]?.id ?? null } satisfies AdminBrandInput, {
      onSuccess: () => {
        notify.success(common.saved)
        props.onClose()
      },
    }),
  )

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={brand ? texts.editTitle : texts.newTitle}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={texts.name} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={texts.nameMy} lang="my" {...form.getInputProps('nameMy')} />
          </SimpleGrid>
          <TextInput label={texts.country} {...form.getInputProps('country')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={texts.description} rows={3} {...form.getInputProps('description')} />
            <Textarea
              label={texts.descriptionMy}
              lang="my"
              rows={3}
              {...form.getInputProps('descriptionMy')}
            />
          </SimpleGrid>
          <ImagePicker
            label={texts.logo}
            purpose="brand"
            alt={form.values.name}
            value={logo}
            onChange={setLogo}
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

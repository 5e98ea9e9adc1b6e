import { type AdminProductBody, AdminProductBodySchema, type Image } from '@kyanma/shared'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { ImagePicker } from '#app/components/admin/image-picker.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { Link, useNavigate } from '#app/components/link.tsx'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useSaveProduct } from '../api/save-product.ts'
import { FormSection } from './form-section.tsx'
import { ProductAttributesSection } from './product-attributes-section.tsx'
import { ProductBasicsSection } from './product-basics-section.tsx'
import { ProductFlagsSection } from './product-flags-section.tsx'
import type { ProductFormValues } from './product-form-values.ts'
import { ProductPriceSection } from './product-price-section.tsx'

interface ProductFormProps {
  /** Undefined for a new product. */
  productId?: number
  initialValues: ProductFormValues
  initialImages: Image[]
}

/**
 * The one form for adding and editing a product, checked with the API's own schema. Pictures
 * are uploaded as they are chosen; the form sends only their ids, in the order shown.
 */
export function ProductForm(props: ProductFormProps) {
  const common = useTexts(adminCommon)
  const texts = useTexts(adminCatalog).form
  const navigate = useNavigate()
  const save = useSaveProduct(props.productId)
  const [images, setImages] = useState(props.initialImages)
  const form = useSchemaForm<ProductFormValues>({
    initialValues: props.initialValues,
    schema: AdminProductBodySchema,
    validateOn: 'submit',
  })
  const changeImages = (next: Image[]) => {
    setImages(next)
    form.setFieldValue(
      'imageIds',
      next.map((image) => image.id),
    )
  }
  // Valid values are the API's input (price and stock are numbers once they pass the schema);
  // an empty Burmese version goes as '', which clears a stored one.
  const submit = form.onSubmit((values) =>
    save.mutate(values as AdminProductBody, {
      onSuccess: () => {
        notify.success(common.saved)
        navigate(adminPaths.products)
      },
    }),
  )

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="md" maw={960}>
        <ProductBasicsSection />
        <ProductPriceSection />
        <ProductAttributesSection />
        <ProductFlagsSection />
        <FormSection title={texts.images}>
          <Text size="sm" c="dimmed">
            {texts.imagesHint}
          </Text>
          <ImagePicker
            label={texts.images}
            purpose="product"
            multiple
            alt={form.values.name}
            value={images}
            onChange={changeImages}
            error={form.errors.imageIds as string | undefined}
          />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={adminPaths.products}>
            {common.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {common.save}
          </Button>
        </Group>
      </Stack>
    </KitForm>
  )
}

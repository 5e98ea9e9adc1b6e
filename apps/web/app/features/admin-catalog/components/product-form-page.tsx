import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useParams } from 'react-router'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCatalog } from '#app/locales/en/admin/catalog.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { useAdminProduct } from '../api/get-product.ts'
import { ProductForm } from './product-form.tsx'
import { emptyProduct, toFormValues } from './product-form-values.ts'

/** /admin/products/new and /admin/products/:id — the form, filled with the product when editing. */
export function ProductFormPage() {
  const common = useTexts(adminCommon)
  const catalog = useTexts(adminCatalog)
  const { id: idText } = useParams()
  const id = idText ? Number(idText) : undefined
  const editing = id !== undefined && Number.isInteger(id) && id > 0
  const product = useAdminProduct(id ?? 0, editing)
  const title = editing ? catalog.products.editTitle : catalog.products.newTitle

  if (!editing)
    return (
      <AdminPage title={title}>
        <ProductForm initialValues={emptyProduct()} initialImages={[]} />
      </AdminPage>
    )
  if (product.isError)
    return (
      <AdminPage title={title}>
        <Stack gap="sm">
          <Text c="red">{product.error.message || catalog.form.loadFailed}</Text>
          <Group gap="sm">
            <Button size="xs" variant="light" onClick={() => product.refetch()}>
              {common.table.retry}
            </Button>
            <Anchor component={Link} to={adminPaths.products} size="sm">
              {catalog.form.backToList}
            </Anchor>
          </Group>
        </Stack>
      </AdminPage>
    )
  if (!product.data) return <Loader aria-label={common.loading} />
  return (
    <AdminPage
      title={`${title}: ${product.data.name}`}
      actions={
        <Anchor component={Link} to={adminPaths.productReviews(product.data.id)} size="sm">
          {catalog.products.reviews}
        </Anchor>
      }
    >
      <ProductForm
        key={product.data.id}
        productId={product.data.id}
        initialValues={toFormValues(product.data)}
        initialImages={product.data.images}
      />
    </AdminPage>
  )
}

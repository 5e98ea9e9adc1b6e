import type { AdminProduct, AdminProductValues } from '@kyanma/shared'
import type { UseFormReturnType } from '@mantine/form'

/**
 * What the product form holds: the API's input, with price and stock empty until typed, and the
 * Burmese versions as text ('' is "not written": the API stores it as null).
 */
export type ProductFormValues = Omit<AdminProductValues, 'price' | 'stock'> & {
  price: number | null
  stock: number | null
  nameMy: string
  descriptionMy: string
}
export type ProductForm = UseFormReturnType<ProductFormValues>

export function emptyProduct(): ProductFormValues {
  return {
    name: '',
    nameMy: '',
    description: '',
    descriptionMy: '',
    categoryId: 0,
    brandId: null,
    price: null,
    originalPrice: null,
    stock: null,
    potency: null,
    potencyUnit: null,
    tabletCount: null,
    unitForm: null,
    shippingWeightGrams: 0,
    needsPrescription: false,
    nearestExpiredDate: null,
    isFlashSale: false,
    isRecommended: false,
    isBestSeller: false,
    featuredRank: 0,
    isActive: true,
    imageIds: [],
  }
}

export function toFormValues(product: AdminProduct): ProductFormValues {
  const {
    id: _id,
    slug: _slug,
    images,
    soldCount: _sold,
    createdAt: _c,
    updatedAt: _u,
    nameMy,
    descriptionMy,
    ...rest
  } = product
  return {
    ...rest,
    nameMy: nameMy ?? '',
    descriptionMy: descriptionMy ?? '',
    imageIds: images.map((image) => image.id),
  }
}

type NumberKey = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends number | null ? K : never
}[keyof ProductFormValues]

/**
 * A NumberInput bound to a number field: an emptied input is null (not ''), so the shared
 * schema judges it (a required price says so; an optional potency is simply absent).
 */
export function numberField(form: ProductForm, key: NumberKey) {
  const value = form.values[key]
  return {
    value: value ?? '',
    error: form.errors[key],
    onChange: (next: number | string) =>
      form.setFieldValue(key, next === '' ? null : (Number(next) as never)),
  }
}

/** A Select bound to a nullable id field (Select speaks strings). */
export function idSelectField(form: ProductForm, key: 'categoryId' | 'brandId') {
  const value = form.values[key]
  return {
    value: value ? String(value) : null,
    error: form.errors[key],
    onChange: (next: string | null) =>
      form.setFieldValue(key, (next ? Number(next) : key === 'brandId' ? null : 0) as never),
  }
}

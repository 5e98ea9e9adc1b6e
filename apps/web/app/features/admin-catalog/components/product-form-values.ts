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

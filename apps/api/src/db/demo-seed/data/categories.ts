import { CATEGORY_IDS, PRIMARY_CATEGORY_PARENT_ID } from '@kyanma/shared'

/**
 * The main categories' ids (CATEGORY_IDS) by the short names that the brand and product-kind
 * tables write on every row.
 */
export const {
  supplements: S,
  book: BOOK,
  medicalSupplies: MED_SUP,
  skincare: SKIN,
  cosmetic: COS,
  grocery: GRO,
  medicine: MED,
} = CATEGORY_IDS

export interface CategorySeed {
  id: number
  parentId: number | null
  name: string
  sortOrder: number
}

/** Main categories in the category bar's order; sub-category ids follow their parent's id. */
const MAIN: { id: number; name: string; children: string[] }[] = [
  {
    id: CATEGORY_IDS.book,
    name: 'Book',
    children: [
      'Health & Wellness',
      'Nutrition & Cooking',
      'Parenting & Family',
      'Mind & Wellbeing',
    ],
  },
  {
    id: CATEGORY_IDS.cosmetic,
    name: 'Cosmetic',
    children: ['Lips', 'Face Makeup', 'Eyes', 'Nails'],
  },
  {
    id: CATEGORY_IDS.grocery,
    name: 'Grocery',
    children: [
      'Healthy Snacks',
      'Beverages & Tea',
      'Honey & Spreads',
      'Grains & Cereals',
      'Baby Food & Formula',
    ],
  },
  {
    id: CATEGORY_IDS.medicine,
    name: 'Medicine',
    children: [
      'Pain Relief & Fever',
      'Cold, Cough & Flu',
      'Digestive Health',
      'Allergy',
      'Prescription Medicines',
      'Skin Treatments',
    ],
  },
  {
    id: CATEGORY_IDS.medicalSupplies,
    name: 'Medical Supplies',
    children: [
      'First Aid',
      'Health Monitors',
      'Masks & Protection',
      'Mobility & Support',
      'Diabetes Care',
    ],
  },
  {
    id: CATEGORY_IDS.skincare,
    name: 'Skincare',
    children: ['Cleansers', 'Moisturizers', 'Sun Care', 'Serums & Treatments', 'Body Care'],
  },
  {
    id: CATEGORY_IDS.supplements,
    name: 'Supplements',
    children: [
      'Vitamins',
      'Minerals',
      'Fish Oil & Omega-3',
      'Herbal Supplements',
      'Protein & Fitness',
      'Beauty Supplements',
    ],
  },
]

export function categorySeeds(): CategorySeed[] {
  const seeds: CategorySeed[] = [
    { id: PRIMARY_CATEGORY_PARENT_ID, parentId: null, name: 'Main Categories', sortOrder: 0 },
  ]
  MAIN.forEach((main, mainIndex) => {
    seeds.push({
      id: main.id,
      parentId: PRIMARY_CATEGORY_PARENT_ID,
      name: main.name,
      sortOrder: mainIndex + 1,
    })
    main.children.forEach((name, childIndex) => {
      seeds.push({
        id: main.id + childIndex + 1,
        parentId: main.id,
        name,
        sortOrder: childIndex + 1,
      })
    })
  })
  return seeds
}

/** The sub-category id of a main category's child, by name. */
export function subCategoryId(mainId: number, childName: string): number {
  const main = MAIN.find((m) => m.id === mainId)
  const index = main?.children.indexOf(childName) ?? -1
  if (!main || index < 0) throw new Error(`No sub-category ${childName} under ${mainId}`)
  return mainId + index + 1
}

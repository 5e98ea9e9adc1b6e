import type { SupplementFactRow, SupplementFacts } from '@kyanma/shared'

/**
 * The Supplement Facts panels of the demo supplements, worked out from each product's strength
 * and pack size (no random draws, so the rest of the seed stays as it was). Daily Values are
 * the adult reference amounts printed on supplement labels.
 */
const DAILY_VALUES: Record<string, { amount: number; unit: string }> = {
  'Vitamin C': { amount: 90, unit: 'mg' },
  'Vitamin D3': { amount: 20, unit: 'mcg' },
  'Vitamin A': { amount: 900, unit: 'mcg' },
  'Vitamin E': { amount: 15, unit: 'mg' },
  'Thiamin (B1)': { amount: 1.2, unit: 'mg' },
  'Riboflavin (B2)': { amount: 1.3, unit: 'mg' },
  'Niacin (B3)': { amount: 16, unit: 'mg' },
  'Vitamin B6': { amount: 1.7, unit: 'mg' },
  Folate: { amount: 400, unit: 'mcg' },
  'Vitamin B12': { amount: 2.4, unit: 'mcg' },
  Biotin: { amount: 30, unit: 'mcg' },
  'Pantothenic Acid (B5)': { amount: 5, unit: 'mg' },
  Calcium: { amount: 1300, unit: 'mg' },
  Iron: { amount: 18, unit: 'mg' },
  Magnesium: { amount: 420, unit: 'mg' },
  Zinc: { amount: 11, unit: 'mg' },
  Selenium: { amount: 55, unit: 'mcg' },
  Sodium: { amount: 2300, unit: 'mg' },
  Potassium: { amount: 4700, unit: 'mg' },
  Protein: { amount: 50, unit: 'g' },
  'Total Fat': { amount: 78, unit: 'g' },
  'Total Carbohydrate': { amount: 275, unit: 'g' },
  Cholesterol: { amount: 300, unit: 'mg' },
}

/** Vitamin D is sold in IU; its Daily Value is in mcg (40 IU = 1 mcg). */
const IU_PER_MCG_VITAMIN_D = 40

function row(nutrient: string, amount: number, unit: string): SupplementFactRow {
  const reference = DAILY_VALUES[nutrient]
  const inReferenceUnit =
    unit === 'IU' && reference?.unit === 'mcg' ? amount / IU_PER_MCG_VITAMIN_D : amount
  const comparable = reference && (reference.unit === unit || unit === 'IU')
  const dailyValue = comparable ? Math.round((inReferenceUnit / reference.amount) * 100) : null
  return { nutrient, amount, unit, dailyValue }
}

interface Pack {
  /** Strength per unit (tablet, softgel, sachet ...), in the kind's potency unit. */
  potency: number | null
  /** Units in the pack, or grams for powders sold by weight. */
  amount: number | null
}

function servings(amount: number | null, perServing: number): number | null {
  return amount === null ? null : Math.floor(amount / perServing)
}

const CAPSULE = 'Gelatin, rice flour, magnesium stearate'
const TABLET =
  'Microcrystalline cellulose, croscarmellose sodium, magnesium stearate, silicon dioxide'
const SOFTGEL = 'Gelatin, glycerin, purified water'

type Builder = (pack: Pack) => SupplementFacts

const single =
  (nutrient: string, unit: string, servingUnit: string, otherIngredients: string): Builder =>
  ({ potency, amount }) => ({
    servingSize: `1 ${servingUnit}`,
    servingsPerContainer: servings(amount, 1),
    rows: [row(nutrient, potency ?? 0, unit)],
    otherIngredients,
  })

const BUILDERS: Record<string, Builder> = {
  'Vitamin C': single('Vitamin C', 'mg', 'tablet', `${TABLET}, rose hip powder`),
  'Vitamin D3': single('Vitamin D3', 'IU', 'softgel', `Extra virgin olive oil, ${SOFTGEL}`),
  'Vitamin B Complex': ({ potency, amount }) => {
    const strength = (potency ?? 50) / 50
    return {
      servingSize: '1 capsule',
      servingsPerContainer: servings(amount, 1),
      rows: [
        row('Thiamin (B1)', 50 * strength, 'mg'),
        row('Riboflavin (B2)', 50 * strength, 'mg'),
        row('Niacin (B3)', 50 * strength, 'mg'),
        row('Vitamin B6', 50 * strength, 'mg'),
        row('Folate', 400, 'mcg'),
        row('Vitamin B12', 50 * strength, 'mcg'),
        row('Biotin', 50 * strength, 'mcg'),
        row('Pantothenic Acid (B5)', 50 * strength, 'mg'),
      ],
      otherIngredients: CAPSULE,
    }
  },
  'Kids Multivitamin Gummies': ({ amount }) => ({
    servingSize: '2 gummies',
    servingsPerContainer: servings(amount, 2),
    rows: [
      row('Total Carbohydrate', 4, 'g'),
      row('Vitamin A', 300, 'mcg'),
      row('Vitamin C', 25, 'mg'),
      row('Vitamin D3', 400, 'IU'),
      row('Vitamin E', 5, 'mg'),
      row('Vitamin B6', 0.5, 'mg'),
      row('Folate', 100, 'mcg'),
      row('Vitamin B12', 1.2, 'mcg'),
      row('Zinc', 2.5, 'mg'),
    ],
    otherIngredients:
      'Glucose syrup, sugar, pectin, citric acid, natural fruit flavours, carrot and black currant juice (colour)',
  }),
  Zinc: single('Zinc', 'mg', 'tablet', `${TABLET} (as zinc gluconate)`),
  'Calcium with Vitamin D': ({ potency, amount }) => ({
    servingSize: '1 tablet',
    servingsPerContainer: servings(amount, 1),
    rows: [
      row('Calcium', potency ?? 600, 'mg'),
      row('Vitamin D3', (potency ?? 600) >= 1200 ? 800 : 400, 'IU'),
      row('Magnesium', 40, 'mg'),
    ],
    otherIngredients: `Calcium carbonate, ${TABLET}`,
  }),
  'Magnesium Glycinate': ({ potency, amount }) => ({
    servingSize: '2 capsules',
    servingsPerContainer: servings(amount, 2),
    rows: [row('Magnesium', (potency ?? 200) * 2, 'mg')],
    otherIngredients: `Magnesium bisglycinate chelate, ${CAPSULE}`,
  }),
  Iron: ({ potency, amount }) => ({
    servingSize: '1 tablet',
    servingsPerContainer: servings(amount, 1),
    rows: [row('Iron', potency ?? 18, 'mg'), row('Vitamin C', 60, 'mg'), row('Folate', 400, 'mcg')],
    otherIngredients: `Ferrous fumarate, ${TABLET}`,
  }),
  'Fish Oil Omega-3': ({ potency, amount }) => {
    const oil = potency ?? 1000
    return {
      servingSize: '1 softgel',
      servingsPerContainer: servings(amount, 1),
      rows: [
        row('Calories', 10, 'kcal'),
        row('Total Fat', oil / 1000, 'g'),
        row('Fish Oil', oil, 'mg'),
        row('EPA (eicosapentaenoic acid)', Math.round(oil * 0.18), 'mg'),
        row('DHA (docosahexaenoic acid)', Math.round(oil * 0.12), 'mg'),
      ],
      otherIngredients: `${SOFTGEL}, mixed tocopherols`,
    }
  },
  'Krill Oil': ({ potency, amount }) => ({
    servingSize: '2 softgels',
    servingsPerContainer: servings(amount, 2),
    rows: [
      row('Calories', 10, 'kcal'),
      row('Krill Oil', (potency ?? 500) * 2, 'mg'),
      row('Omega-3 Fatty Acids', 240, 'mg'),
      row('Phospholipids', 400, 'mg'),
      row('Astaxanthin', 100, 'mcg'),
    ],
    otherIngredients: SOFTGEL,
  }),
  'Turmeric Curcumin': ({ potency, amount }) => ({
    servingSize: '1 capsule',
    servingsPerContainer: servings(amount, 1),
    rows: [
      row('Turmeric Root Extract (95% curcuminoids)', potency ?? 500, 'mg'),
      row('Black Pepper Fruit Extract', 5, 'mg'),
    ],
    otherIngredients: 'Hypromellose (vegetarian capsule), rice flour',
  }),
  'Korean Red Ginseng': single(
    'Korean Red Ginseng Root Extract (6-year-old roots)',
    'mg',
    'capsule',
    CAPSULE,
  ),
  'Whey Protein Vanilla': ({ amount }) => ({
    servingSize: '1 scoop (32 g)',
    servingsPerContainer: servings(amount, 32),
    rows: [
      row('Calories', 120, 'kcal'),
      row('Total Fat', 1.5, 'g'),
      row('Cholesterol', 35, 'mg'),
      row('Total Carbohydrate', 3, 'g'),
      row('Protein', 24, 'g'),
      row('Calcium', 130, 'mg'),
      row('Sodium', 50, 'mg'),
    ],
    otherIngredients:
      'Whey protein concentrate, whey protein isolate, natural vanilla flavour, sunflower lecithin, stevia',
  }),
  'Electrolyte Drink Mix': ({ amount }) => ({
    servingSize: '1 sachet (12 g)',
    servingsPerContainer: servings(amount, 1),
    rows: [
      row('Calories', 35, 'kcal'),
      row('Total Carbohydrate', 9, 'g'),
      row('Sodium', 500, 'mg'),
      row('Potassium', 370, 'mg'),
      row('Magnesium', 60, 'mg'),
      row('Vitamin C', 60, 'mg'),
    ],
    otherIngredients:
      'Dextrose, citric acid, sodium citrate, potassium chloride, natural orange and lemon flavours',
  }),
  'Marine Collagen': ({ potency, amount }) => ({
    servingSize: '1 sachet',
    servingsPerContainer: servings(amount, 1),
    rows: [
      row('Calories', Math.round(((potency ?? 5000) / 1000) * 3.6), 'kcal'),
      row('Hydrolysed Marine Collagen Peptides', potency ?? 5000, 'mg'),
      row('Vitamin C', 80, 'mg'),
    ],
    otherIngredients: null,
  }),
  'Biotin Hair & Nails': ({ potency, amount }) => ({
    servingSize: '1 tablet',
    servingsPerContainer: servings(amount, 1),
    rows: [
      row('Biotin', (potency ?? 5) * 1000, 'mcg'),
      row('Zinc', 10, 'mg'),
      row('Selenium', 55, 'mcg'),
    ],
    otherIngredients: TABLET,
  }),
}

/** The facts of a demo product of this kind, or null for anything that is not a supplement. */
export function supplementFactsFor(kindName: string, pack: Pack): SupplementFacts | null {
  return BUILDERS[kindName]?.(pack) ?? null
}

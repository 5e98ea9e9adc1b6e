import type { PotencyUnit, UnitForm } from '@kyanma/shared'
import { COS, GRO, MED, MED_SUP, S, SKIN } from './categories.ts'

/**
 * Kinds of product the demo shop sells. Each kind becomes several products (brands, strengths and
 * pack sizes); the spreads are chosen so every filter band of spec section 9 has products.
 */
export interface ProductKind {
  /** Main category id, sub-category name. */
  category: [number, string]
  name: string
  form: UnitForm
  potencies?: number[]
  potencyUnit?: PotencyUnit
  /** Units per pack; null for goods sold by volume or weight (the size is in the name). */
  counts?: number[]
  /** Size in the name for ml / g goods, e.g. [100, 200] → "100 ml". */
  sizes?: number[]
  gramsPerUnit: number
  packGrams: number
  /** Retail price of the first count/size, in kyats; bigger packs cost proportionally less per unit. */
  price: number
  prescription?: boolean
  benefits: string[]
  usage: string
}

export const PRODUCT_KINDS: ProductKind[] = [
  // Supplements
  { category: [S, 'Vitamins'], name: 'Vitamin C', form: 'tablets', potencies: [500, 1000], potencyUnit: 'mg', counts: [30, 60, 100, 365], gramsPerUnit: 1.4, packGrams: 35, price: 9500, benefits: ['Supports the immune system', 'Antioxidant protection for cells', 'Helps the body absorb iron from food'], usage: 'Take one tablet a day with a meal and a full glass of water.' },
  { category: [S, 'Vitamins'], name: 'Vitamin D3', form: 'softgels', potencies: [1000, 2000, 5000], potencyUnit: 'iu', counts: [60, 120, 250], gramsPerUnit: 0.4, packGrams: 30, price: 14500, benefits: ['Supports strong bones and teeth', 'Helps muscles work normally', 'Useful for people who spend most of the day indoors'], usage: 'Take one softgel a day with the largest meal of the day.' },
  { category: [S, 'Vitamins'], name: 'Vitamin B Complex', form: 'capsules', potencies: [50, 100], potencyUnit: 'mg', counts: [30, 60, 100], gramsPerUnit: 0.6, packGrams: 30, price: 12000, benefits: ['Helps release energy from food', 'Supports the nervous system', 'Reduces tiredness and fatigue'], usage: 'Take one capsule in the morning after breakfast.' },
  { category: [S, 'Vitamins'], name: 'Kids Multivitamin Gummies', form: 'gummies', potencies: [25], potencyUnit: 'mg', counts: [60, 90, 120], gramsPerUnit: 3, packGrams: 45, price: 16500, benefits: ['Twelve vitamins children often miss', 'Fruit flavours, no artificial colours', 'Easy for children who cannot swallow tablets'], usage: 'Children 4 years and over: two gummies a day. Keep out of reach of children.' },
  { category: [S, 'Minerals'], name: 'Zinc', form: 'tablets', potencies: [15, 25, 50], potencyUnit: 'mg', counts: [60, 100, 300], gramsPerUnit: 0.5, packGrams: 30, price: 8500, benefits: ['Supports the immune system', 'Helps skin and hair stay healthy', 'Supports normal taste and smell'], usage: 'Take one tablet a day with food.' },
  { category: [S, 'Minerals'], name: 'Calcium with Vitamin D', form: 'tablets', potencies: [600, 1200], potencyUnit: 'mg', counts: [60, 120, 400, 730], gramsPerUnit: 1.8, packGrams: 40, price: 13500, benefits: ['Keeps bones and teeth strong', 'Vitamin D helps calcium absorption', 'Good for women over forty'], usage: 'Take one tablet twice a day with meals.' },
  { category: [S, 'Minerals'], name: 'Magnesium Glycinate', form: 'capsules', potencies: [200, 250, 400], potencyUnit: 'mg', counts: [60, 120, 180], gramsPerUnit: 0.9, packGrams: 35, price: 21000, benefits: ['Supports muscle relaxation and restful sleep', 'Gentle on the stomach', 'Helps reduce tiredness'], usage: 'Take two capsules in the evening.' },
  { category: [S, 'Minerals'], name: 'Iron', form: 'tablets', potencies: [18, 65], potencyUnit: 'mg', counts: [30, 90], gramsPerUnit: 0.4, packGrams: 25, price: 7000, benefits: ['Helps make red blood cells', 'Reduces tiredness', 'Often advised during pregnancy (ask your doctor)'], usage: 'Take one tablet a day, two hours away from tea or coffee.' },
  { category: [S, 'Fish Oil & Omega-3'], name: 'Fish Oil Omega-3', form: 'softgels', potencies: [1000, 1200], potencyUnit: 'mg', counts: [30, 100, 200], gramsPerUnit: 1.6, packGrams: 40, price: 24000, benefits: ['EPA and DHA for heart health', 'Supports brain and eye function', 'Molecularly distilled for purity'], usage: 'Take one to two softgels a day with food.' },
  { category: [S, 'Fish Oil & Omega-3'], name: 'Krill Oil', form: 'softgels', potencies: [500], potencyUnit: 'mg', counts: [60, 120], gramsPerUnit: 0.9, packGrams: 35, price: 52000, benefits: ['Omega-3 in phospholipid form', 'Contains natural astaxanthin', 'Small softgels, no fishy aftertaste'], usage: 'Take two softgels a day with a meal.' },
  { category: [S, 'Herbal Supplements'], name: 'Turmeric Curcumin', form: 'capsules', potencies: [500, 750], potencyUnit: 'mg', counts: [60, 120], gramsPerUnit: 0.9, packGrams: 35, price: 18500, benefits: ['Traditional support for joints', 'With black pepper extract for absorption', 'Vegetarian capsules'], usage: 'Take one capsule twice a day with meals.' },
  { category: [S, 'Herbal Supplements'], name: 'Korean Red Ginseng', form: 'capsules', potencies: [300, 500], potencyUnit: 'mg', counts: [30, 60], gramsPerUnit: 0.6, packGrams: 40, price: 45000, benefits: ['Traditional tonic for energy', 'Six-year-old roots', 'Supports concentration'], usage: 'Take one capsule in the morning.' },
  { category: [S, 'Protein & Fitness'], name: 'Whey Protein Vanilla', form: 'g', sizes: [900, 2000], gramsPerUnit: 1, packGrams: 120, price: 78000, benefits: ['24 g protein per scoop', 'Mixes easily with water or milk', 'For recovery after exercise'], usage: 'Mix one scoop with 250 ml of water or milk after training.' },
  { category: [S, 'Protein & Fitness'], name: 'Electrolyte Drink Mix', form: 'sachets', counts: [10, 20, 30], gramsPerUnit: 12, packGrams: 25, price: 9000, benefits: ['Replaces salts lost in hot weather', 'Low sugar', 'Orange and lemon flavours'], usage: 'Dissolve one sachet in 500 ml of water.' },
  { category: [S, 'Beauty Supplements'], name: 'Marine Collagen', form: 'sachets', potencies: [5000, 10000], potencyUnit: 'mg', counts: [15, 30], gramsPerUnit: 6, packGrams: 60, price: 62000, benefits: ['Hydrolysed fish collagen peptides', 'With vitamin C for skin', 'Unflavoured, dissolves in any drink'], usage: 'Stir one sachet into a glass of water or juice every morning.' },
  { category: [S, 'Beauty Supplements'], name: 'Biotin Hair & Nails', form: 'tablets', potencies: [5, 10], potencyUnit: 'mg', counts: [60, 120], gramsPerUnit: 0.3, packGrams: 25, price: 15500, benefits: ['Supports healthy hair and nails', 'With zinc and selenium', 'One small tablet a day'], usage: 'Take one tablet a day with water.' },
  // Medicine
  { category: [MED, 'Pain Relief & Fever'], name: 'Paracetamol', form: 'tablets', potencies: [500], potencyUnit: 'mg', counts: [10, 100, 500, 1000], gramsPerUnit: 0.6, packGrams: 15, price: 1200, benefits: ['Relieves headache, toothache and body pain', 'Reduces fever', 'Gentle on the stomach'], usage: 'Adults: one to two tablets every 4-6 hours, at most 8 tablets in 24 hours.' },
  { category: [MED, 'Pain Relief & Fever'], name: 'Ibuprofen', form: 'tablets', potencies: [200, 400], potencyUnit: 'mg', counts: [20, 100], gramsPerUnit: 0.5, packGrams: 15, price: 2500, benefits: ['Relieves pain and inflammation', 'For muscle and joint pain', 'Reduces fever'], usage: 'Adults: one tablet three times a day after food.' },
  { category: [MED, 'Cold, Cough & Flu'], name: 'Herbal Cough Syrup', form: 'ml', sizes: [60, 120], gramsPerUnit: 1.2, packGrams: 80, price: 4500, benefits: ['Soothes dry and chesty coughs', 'Honey and ginger', 'Suitable from 6 years'], usage: 'Adults: 10 ml three times a day. Children 6-12: 5 ml.' },
  { category: [MED, 'Cold, Cough & Flu'], name: 'Cold & Flu Relief', form: 'capsules', potencies: [325], potencyUnit: 'mg', counts: [12, 24], gramsPerUnit: 0.5, packGrams: 15, price: 3800, benefits: ['Relieves blocked nose and headache', 'Reduces fever', 'Daytime formula, no drowsiness'], usage: 'Adults: two capsules every 6 hours, at most 8 in 24 hours.' },
  { category: [MED, 'Digestive Health'], name: 'Oral Rehydration Salts', form: 'sachets', counts: [10, 25, 50], gramsPerUnit: 21, packGrams: 20, price: 2500, benefits: ['Replaces water and salts lost through diarrhoea', 'WHO low-osmolarity formula', 'Orange flavour'], usage: 'Dissolve one sachet in 1 litre of clean, boiled and cooled water.' },
  { category: [MED, 'Digestive Health'], name: 'Antacid Chewable', form: 'tablets', potencies: [500], potencyUnit: 'mg', counts: [20, 100], gramsPerUnit: 1.3, packGrams: 15, price: 2800, benefits: ['Fast relief of heartburn', 'Mint flavour', 'Chew, no water needed'], usage: 'Chew one to two tablets after meals and at bedtime.' },
  { category: [MED, 'Allergy'], name: 'Cetirizine', form: 'tablets', potencies: [10], potencyUnit: 'mg', counts: [10, 30], gramsPerUnit: 0.2, packGrams: 12, price: 2200, benefits: ['Relieves sneezing and runny nose', 'For itchy, watery eyes', 'Once a day'], usage: 'Adults: one tablet a day. May cause drowsiness.' },
  { category: [MED, 'Prescription Medicines'], name: 'Amoxicillin', form: 'capsules', potencies: [250, 500], potencyUnit: 'mg', counts: [21, 100], gramsPerUnit: 0.6, packGrams: 15, price: 4800, prescription: true, benefits: ['Antibiotic for bacterial infections', 'Only on a doctor\'s prescription', 'Complete the whole course'], usage: 'As prescribed by your doctor. Upload your prescription when you order.' },
  { category: [MED, 'Prescription Medicines'], name: 'Metformin', form: 'tablets', potencies: [500, 850], potencyUnit: 'mg', counts: [30, 100], gramsPerUnit: 0.9, packGrams: 15, price: 3500, prescription: true, benefits: ['For type 2 diabetes', 'Only on a doctor\'s prescription', 'Take with meals'], usage: 'As prescribed by your doctor. Upload your prescription when you order.' },
  { category: [MED, 'Prescription Medicines'], name: 'Amlodipine', form: 'tablets', potencies: [5, 10], potencyUnit: 'mg', counts: [30, 100], gramsPerUnit: 0.2, packGrams: 12, price: 3200, prescription: true, benefits: ['For high blood pressure', 'Only on a doctor\'s prescription', 'Once a day'], usage: 'As prescribed by your doctor. Upload your prescription when you order.' },
  { category: [MED, 'Skin Treatments'], name: 'Antifungal Cream', form: 'g', sizes: [15, 30], gramsPerUnit: 1, packGrams: 12, price: 3500, benefits: ['Treats ringworm and athlete\'s foot', 'Relieves itching', 'Non-greasy'], usage: 'Apply thinly twice a day for two weeks after the rash clears.' },
  // Medical supplies
  { category: [MED_SUP, 'First Aid'], name: 'Adhesive Bandages', form: 'pieces', counts: [20, 100], gramsPerUnit: 0.4, packGrams: 15, price: 2500, benefits: ['Breathable fabric', 'Assorted sizes', 'Sterile, individually wrapped'], usage: 'Clean and dry the wound before applying.' },
  { category: [MED_SUP, 'First Aid'], name: 'Cotton Buds', form: 'pieces', counts: [200, 1200, 2000], gramsPerUnit: 0.1, packGrams: 20, price: 1800, benefits: ['Pure cotton tips', 'Paper sticks', 'For baby care and first aid'], usage: 'Do not insert into the ear canal.' },
  { category: [MED_SUP, 'First Aid'], name: 'First Aid Kit', form: 'pieces', counts: [45, 120], gramsPerUnit: 6, packGrams: 150, price: 28000, benefits: ['Dressings, tape, scissors and gloves', 'Sturdy carry case', 'For home, car and office'], usage: 'Check contents twice a year and replace what was used.' },
  { category: [MED_SUP, 'Health Monitors'], name: 'Digital Thermometer', form: 'pieces', counts: [1], gramsPerUnit: 25, packGrams: 20, price: 7500, benefits: ['Reads in 10 seconds', 'Fever alarm', 'Waterproof tip'], usage: 'Under the tongue or armpit; wipe with alcohol after use.' },
  { category: [MED_SUP, 'Health Monitors'], name: 'Upper Arm Blood Pressure Monitor', form: 'pieces', counts: [1], gramsPerUnit: 480, packGrams: 300, price: 118000, benefits: ['Clinically validated', 'Irregular heartbeat detection', 'Memory for two users'], usage: 'Sit quietly for five minutes before measuring; same time each day.' },
  { category: [MED_SUP, 'Health Monitors'], name: 'Fingertip Pulse Oximeter', form: 'pieces', counts: [1], gramsPerUnit: 55, packGrams: 40, price: 36000, benefits: ['Oxygen saturation and pulse rate', 'Bright OLED display', 'Batteries included'], usage: 'Rest your hand on a table and keep still while it reads.' },
  { category: [MED_SUP, 'Masks & Protection'], name: 'Disposable Face Masks', form: 'pieces', counts: [10, 50, 500], gramsPerUnit: 3, packGrams: 30, price: 3500, benefits: ['Three-layer filtration', 'Soft ear loops', 'For daily use and crowded places'], usage: 'Cover nose and mouth; change every four hours.' },
  { category: [MED_SUP, 'Masks & Protection'], name: 'Nitrile Examination Gloves', form: 'pieces', counts: [100, 200, 1000], gramsPerUnit: 3.5, packGrams: 60, price: 14000, benefits: ['Latex free', 'Textured fingertips', 'Ambidextrous'], usage: 'Single use only.' },
  { category: [MED_SUP, 'Mobility & Support'], name: 'Knee Support Brace', form: 'pieces', counts: [1], gramsPerUnit: 180, packGrams: 60, price: 24000, benefits: ['Adjustable straps', 'Breathable neoprene', 'For sports and recovery'], usage: 'Wear during activity; not while sleeping.' },
  { category: [MED_SUP, 'Mobility & Support'], name: 'Folding Walking Stick', form: 'pieces', counts: [1], gramsPerUnit: 420, packGrams: 100, price: 42000, benefits: ['Aluminium, height adjustable', 'Non-slip rubber tip', 'Folds into a bag'], usage: 'Set the handle at wrist height when standing straight.' },
  { category: [MED_SUP, 'Diabetes Care'], name: 'Blood Glucose Meter Kit', form: 'pieces', counts: [1], gramsPerUnit: 150, packGrams: 120, price: 89000, benefits: ['Results in 5 seconds', '10 strips and 10 lancets included', 'Large display'], usage: 'Use a fresh lancet each time; record your readings.' },
  { category: [MED_SUP, 'Diabetes Care'], name: 'Blood Glucose Test Strips', form: 'pieces', counts: [25, 50, 100], gramsPerUnit: 0.5, packGrams: 20, price: 16000, benefits: ['Fits the matching meter', 'Small blood sample', 'Individually sealed'], usage: 'Use within three months of opening the tube.' },
  { category: [MED_SUP, 'Diabetes Care'], name: 'Lancets', form: 'pieces', counts: [100, 200, 400], gramsPerUnit: 0.15, packGrams: 20, price: 6500, benefits: ['Ultra-thin 30G', 'Sterile', 'Fit most lancing devices'], usage: 'Single use only; dispose of safely.' },
  // Skincare
  { category: [SKIN, 'Cleansers'], name: 'Gentle Foaming Cleanser', form: 'ml', sizes: [100, 150, 250], gramsPerUnit: 1, packGrams: 40, price: 14500, benefits: ['Removes sweat, oil and sunscreen', 'pH balanced', 'For sensitive skin'], usage: 'Massage onto wet skin morning and night, then rinse.' },
  { category: [SKIN, 'Moisturizers'], name: 'Hydrating Gel Moisturizer', form: 'ml', sizes: [50, 100], gramsPerUnit: 1, packGrams: 60, price: 22000, benefits: ['Light gel for humid weather', 'Hyaluronic acid', 'Non-comedogenic'], usage: 'Apply after cleansing, morning and night.' },
  { category: [SKIN, 'Sun Care'], name: 'Thanaka Sunscreen SPF 50', form: 'ml', sizes: [30, 50, 100], gramsPerUnit: 1, packGrams: 30, price: 18500, benefits: ['Broad-spectrum SPF 50 PA++++', 'With thanaka extract', 'Water resistant'], usage: 'Apply generously 15 minutes before going out; reapply every two hours.' },
  { category: [SKIN, 'Serums & Treatments'], name: 'Vitamin C Brightening Serum', form: 'ml', sizes: [30], gramsPerUnit: 1, packGrams: 45, price: 38000, benefits: ['Evens skin tone', 'Fades dark spots', 'Antioxidant protection'], usage: 'Apply three drops in the morning before sunscreen.' },
  { category: [SKIN, 'Serums & Treatments'], name: 'Sheet Mask Rice Water', form: 'pieces', counts: [1, 5, 10], gramsPerUnit: 25, packGrams: 5, price: 2500, benefits: ['Instant hydration', 'Rice water and niacinamide', 'Fits most face shapes'], usage: 'Leave on for 15 minutes, then pat in the rest of the essence.' },
  { category: [SKIN, 'Body Care'], name: 'Aloe Vera Body Lotion', form: 'ml', sizes: [200, 400], gramsPerUnit: 1, packGrams: 40, price: 11500, benefits: ['Soothes sun-exposed skin', 'Absorbs quickly', 'Fresh scent'], usage: 'Apply to clean skin after bathing.' },
  // Cosmetic
  { category: [COS, 'Lips'], name: 'Tinted Lip Balm SPF 15', form: 'g', sizes: [4], gramsPerUnit: 1, packGrams: 8, price: 5500, benefits: ['Sheer colour', 'Shea butter', 'Sun protection for lips'], usage: 'Apply as often as needed.' },
  { category: [COS, 'Lips'], name: 'Matte Liquid Lipstick', form: 'ml', sizes: [5], gramsPerUnit: 1, packGrams: 20, price: 16500, benefits: ['Long wear, transfer resistant', 'Twelve shades', 'Does not dry the lips'], usage: 'Apply one coat from the centre outwards.' },
  { category: [COS, 'Face Makeup'], name: 'Cushion Foundation SPF 30', form: 'g', sizes: [15], gramsPerUnit: 1, packGrams: 70, price: 34000, benefits: ['Light, natural finish', 'Sweat resistant', 'Refill included'], usage: 'Press onto the skin with the puff and blend outwards.' },
  { category: [COS, 'Face Makeup'], name: 'Thanaka Pressed Powder', form: 'g', sizes: [10, 20], gramsPerUnit: 1, packGrams: 30, price: 9500, benefits: ['Oil control', 'Traditional thanaka', 'Mirror and puff'], usage: 'Pat onto the face over moisturizer.' },
  { category: [COS, 'Eyes'], name: 'Waterproof Eyeliner', form: 'ml', sizes: [1], gramsPerUnit: 1, packGrams: 9, price: 8500, benefits: ['Smudge proof for 24 hours', 'Fine brush tip', 'Ophthalmologist tested'], usage: 'Draw along the lash line; remove with oil cleanser.' },
  { category: [COS, 'Nails'], name: 'Quick-Dry Nail Colour', form: 'ml', sizes: [10], gramsPerUnit: 1.1, packGrams: 25, price: 4500, benefits: ['Dries in 60 seconds', 'Chip resistant', 'Free of formaldehyde'], usage: 'Apply two thin coats.' },
  // Grocery
  { category: [GRO, 'Healthy Snacks'], name: 'Mixed Nuts & Raisins', form: 'g', sizes: [150, 500], gramsPerUnit: 1, packGrams: 20, price: 6500, benefits: ['No added salt', 'Cashews from Myanmar', 'Resealable bag'], usage: 'A handful a day is a good snack.' },
  { category: [GRO, 'Healthy Snacks'], name: 'Oat & Honey Bars', form: 'pieces', counts: [6, 24], gramsPerUnit: 30, packGrams: 20, price: 7500, benefits: ['Whole grain oats', 'Sweetened with honey', 'For lunch boxes'], usage: 'Store in a cool, dry place.' },
  { category: [GRO, 'Beverages & Tea'], name: 'Green Tea Leaves', form: 'g', sizes: [100, 250], gramsPerUnit: 1, packGrams: 30, price: 5500, benefits: ['Shan State hill tea', 'Rich in catechins', 'Brew hot or cold'], usage: 'One teaspoon in a cup of water at 80°C for three minutes.' },
  { category: [GRO, 'Beverages & Tea'], name: 'Ginger Honey Drink', form: 'sachets', counts: [10, 20], gramsPerUnit: 18, packGrams: 20, price: 4800, benefits: ['Warming drink for rainy days', 'Real ginger', 'Instant'], usage: 'Dissolve one sachet in hot water.' },
  { category: [GRO, 'Honey & Spreads'], name: 'Wild Forest Honey', form: 'g', sizes: [250, 500, 1000], gramsPerUnit: 1, packGrams: 200, price: 12500, benefits: ['Raw and unheated', 'From Shan and Chin hills', 'Glass jar'], usage: 'Not for babies under one year.' },
  { category: [GRO, 'Grains & Cereals'], name: 'Brown Rice', form: 'g', sizes: [1000, 2000], gramsPerUnit: 1, packGrams: 20, price: 5500, benefits: ['Whole grain Paw San rice', 'More fibre than white rice', 'Packed fresh in Yangon'], usage: 'Rinse, soak 30 minutes and cook with 1.5 cups of water per cup.' },
  { category: [GRO, 'Grains & Cereals'], name: 'Rolled Oats', form: 'g', sizes: [500, 1000], gramsPerUnit: 1, packGrams: 20, price: 7800, benefits: ['100% whole grain', 'Helps keep you full', 'Cooks in three minutes'], usage: 'Cook with milk or water, or soak overnight.' },
  { category: [GRO, 'Baby Food & Formula'], name: 'Infant Formula Stage 1', form: 'g', sizes: [400, 800, 1600], gramsPerUnit: 1, packGrams: 250, price: 36000, benefits: ['For babies 0-6 months', 'With DHA and iron', 'Breast milk is best for babies'], usage: 'Prepare exactly as shown on the tin with boiled, cooled water.' },
  { category: [GRO, 'Baby Food & Formula'], name: 'Rice Cereal for Babies', form: 'g', sizes: [200, 400], gramsPerUnit: 1, packGrams: 40, price: 8500, benefits: ['First food from 6 months', 'Iron fortified', 'No added sugar'], usage: 'Mix with breast milk or formula to a smooth paste.' },
]

/** Forms sold by the piece: their amount is a count, and a name shows it after the strength. */
export const COUNTED_FORMS: readonly UnitForm[] = [
  'tablets',
  'capsules',
  'softgels',
  'gummies',
  'sachets',
  'pieces',
]

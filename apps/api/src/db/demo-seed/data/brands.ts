import { BOOK, COS, GRO, MED, MED_SUP, S, SKIN } from './categories.ts'

/** Invented brands (no real trademarks): local makers and imported-sounding labels. */
export interface BrandSeed {
  name: string
  country: string
  /** Label colours for the drawn pack shots: main, accent. */
  colors: [string, string]
  /** The main categories this brand sells in (by id). */
  sells: number[]
  description: string
}

export const BRANDS: BrandSeed[] = [
  {
    name: 'Shwe Pyi Nann',
    country: 'Myanmar',
    colors: ['#b3261e', '#f6c343'],
    sells: [S, GRO],
    description: 'Yangon maker of everyday vitamins and herbal teas since 1998.',
  },
  {
    name: 'Golden Lotus Herbal',
    country: 'Myanmar',
    colors: ['#8a5a00', '#f2d16b'],
    sells: [S, GRO, SKIN],
    description: 'Traditional Myanmar herbs, thanaka and turmeric in modern packs.',
  },
  {
    name: 'Ayeyar Pharma',
    country: 'Myanmar',
    colors: ['#0b5cad', '#e8f1fb'],
    sells: [MED, MED_SUP],
    description: 'Generic medicines made to GMP standards in Hlaing Tharyar.',
  },
  {
    name: 'Mandalay Natural',
    country: 'Myanmar',
    colors: ['#2e7d32', '#c8e6c9'],
    sells: [GRO, S],
    description: 'Honey, tea and grains from the hills around Mandalay and Pyin Oo Lwin.',
  },
  {
    name: 'Inle Pure',
    country: 'Myanmar',
    colors: ['#00695c', '#b2dfdb'],
    sells: [SKIN, COS],
    description: 'Gentle skincare with lotus and rice extracts from Inle Lake.',
  },
  {
    name: 'Thanaka House',
    country: 'Myanmar',
    colors: ['#c08a3e', '#fff3d6'],
    sells: [SKIN, COS],
    description: 'Thanaka powders, creams and sunscreens for hot-season skin.',
  },
  {
    name: 'Bagan Wellness',
    country: 'Myanmar',
    colors: ['#6d4c41', '#ffccbc'],
    sells: [S, BOOK],
    description: 'Supplements and guides for healthy living at every age.',
  },
  {
    name: 'Yoma Care',
    country: 'Myanmar',
    colors: ['#1565c0', '#bbdefb'],
    sells: [MED_SUP, MED],
    description: 'First aid, masks and home care supplies for families.',
  },
  {
    name: 'Kyanma Essentials',
    country: 'Myanmar',
    colors: ['#d32f2f', '#ffebee'],
    sells: [S, MED_SUP, GRO, SKIN],
    description: "The shop's own label: good quality at an honest price.",
  },
  {
    name: 'Myitta Books',
    country: 'Myanmar',
    colors: ['#4527a0', '#d1c4e9'],
    sells: [BOOK],
    description: 'Health and family books in plain English and Burmese.',
  },
  {
    name: 'Padauk Press',
    country: 'Myanmar',
    colors: ['#ef6c00', '#ffe0b2'],
    sells: [BOOK],
    description: 'Cookbooks and wellbeing titles from Myanmar writers.',
  },
  {
    name: 'Sein Lei Baby',
    country: 'Myanmar',
    colors: ['#f06292', '#fce4ec'],
    sells: [GRO, SKIN],
    description: 'Baby food, formula and gentle baby care.',
  },
  {
    name: 'Nordvik Nutrition',
    country: 'Norway',
    colors: ['#0d47a1', '#e3f2fd'],
    sells: [S],
    description: 'Fish oils and vitamin D from cold northern waters.',
  },
  {
    name: 'Alpenwell',
    country: 'Switzerland',
    colors: ['#c62828', '#ffffff'],
    sells: [S, SKIN],
    description: 'Swiss-formulated vitamins and skin supplements.',
  },
  {
    name: 'Sakura Bloom',
    country: 'Japan',
    colors: ['#ad1457', '#f8bbd0'],
    sells: [SKIN, COS],
    description: 'Light Japanese-style skincare and makeup for humid climates.',
  },
  {
    name: 'Hanbit Skin',
    country: 'South Korea',
    colors: ['#5e35b1', '#ede7f6'],
    sells: [SKIN, COS],
    description: 'Korean serums, sheet masks and cushion makeup.',
  },
  {
    name: 'Green Valley Organics',
    country: 'New Zealand',
    colors: ['#558b2f', '#dcedc8'],
    sells: [GRO, S],
    description: 'Manuka-style honey, oats and organic snacks.',
  },
  {
    name: 'Siam Herb Lab',
    country: 'Thailand',
    colors: ['#00838f', '#b2ebf2'],
    sells: [S, SKIN, MED],
    description: 'Herbal balms, inhalers and supplements from Thai recipes.',
  },
  {
    name: 'VitaCore',
    country: 'United States',
    colors: ['#f57c00', '#fff3e0'],
    sells: [S],
    description: 'High-potency vitamins and minerals for adults.',
  },
  {
    name: 'PureSource Labs',
    country: 'Australia',
    colors: ['#2e7d32', '#e8f5e9'],
    sells: [S, GRO],
    description: 'Clean-label supplements and protein powders.',
  },
  {
    name: 'MediGuard',
    country: 'Germany',
    colors: ['#37474f', '#cfd8dc'],
    sells: [MED_SUP],
    description: 'Blood pressure monitors, thermometers and glucose meters.',
  },
  {
    name: 'CareFirst Medical',
    country: 'Singapore',
    colors: ['#0277bd', '#e1f5fe'],
    sells: [MED_SUP, MED],
    description: 'Hospital-grade masks, gloves and dressings.',
  },
  {
    name: 'Helix Pharmaceuticals',
    country: 'India',
    colors: ['#283593', '#c5cae9'],
    sells: [MED],
    description: 'Affordable generic medicines for common conditions.',
  },
  {
    name: 'Lanna Remedies',
    country: 'Thailand',
    colors: ['#6a1b9a', '#e1bee7'],
    sells: [MED, S],
    description: 'Cough syrups, digestive remedies and herbal capsules.',
  },
  {
    name: 'Oceanic Omega',
    country: 'Iceland',
    colors: ['#01579b', '#b3e5fc'],
    sells: [S],
    description: 'Omega-3 softgels tested for purity.',
  },
  {
    name: 'Luma Beauty',
    country: 'France',
    colors: ['#880e4f', '#fce4ec'],
    sells: [COS, SKIN],
    description: 'Lipsticks, tints and long-wear makeup.',
  },
  {
    name: 'Rose & Rice',
    country: 'Vietnam',
    colors: ['#d81b60', '#fff0f5'],
    sells: [SKIN, COS],
    description: 'Rice water toners and rose cleansers.',
  },
  {
    name: 'Nutriplus Kids',
    country: 'Malaysia',
    colors: ['#fbc02d', '#fffde7'],
    sells: [S, GRO],
    description: 'Gummies, drops and snacks made for children.',
  },
  {
    name: 'Active Fuel',
    country: 'United Kingdom',
    colors: ['#212121', '#ffeb3b'],
    sells: [S, GRO],
    description: 'Protein, electrolytes and energy bars.',
  },
  {
    name: 'Daily Grains',
    country: 'Myanmar',
    colors: ['#795548', '#efebe9'],
    sells: [GRO],
    description: 'Brown rice, oats and healthy staples packed in Yangon.',
  },
  {
    name: 'SureStep Mobility',
    country: 'Taiwan',
    colors: ['#455a64', '#eceff1'],
    sells: [MED_SUP],
    description: 'Walking aids, braces and supports.',
  },
  {
    name: 'Wellread Publishing',
    country: 'United Kingdom',
    colors: ['#1b5e20', '#f1f8e9'],
    sells: [BOOK],
    description: 'Practical books on nutrition, sleep and fitness.',
  },
]

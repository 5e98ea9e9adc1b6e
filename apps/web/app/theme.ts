import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'

// Brand colours from the spec: primary red, secondary green, error red (section 1 and 9).
const kyanmaRed: MantineColorsTuple = [
  '#ffebee',
  '#ffcdd2',
  '#f4a3a3',
  '#ec7575',
  '#e44f4f',
  '#d32f2f',
  '#c62828',
  '#b71c1c',
  '#a31515',
  '#8e0e0e',
]
const kyanmaGreen: MantineColorsTuple = [
  '#e8f5e9',
  '#c8e6c9',
  '#a5d6a7',
  '#81c784',
  '#66bb6a',
  '#43a047',
  '#388e3c',
  '#2e7d32',
  '#256b29',
  '#1b5e20',
]

export const theme = createTheme({
  primaryColor: 'kyanmaRed',
  primaryShade: 5,
  defaultRadius: 'md',
  colors: { kyanmaRed, kyanmaGreen, red: kyanmaRed },
  other: { secondaryColor: 'kyanmaGreen' },
  // Noto Sans Myanmar comes first: its faces cover only the Myanmar characters (unicode-range in
  // styles/myanmar-font.css), so Latin text falls through to the system font and English pages never
  // download it, while Burmese never depends on the phone's fonts. Many phones sold in Myanmar carry a
  // system font patched with Zawgyi shapes on the Myanmar code points; listed after system-ui, our
  // font would lose to it and Unicode Burmese would come out garbled.
  fontFamily: "'Noto Sans Myanmar', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
})

/**
 * Mantine's `dimmed` text (gray 6, #868e96) is 3.3:1 on white, below the 4.5:1 that small text
 * needs (WCAG AA, Lighthouse's contrast audit): every `c="dimmed"` in the app gets gray 7 instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantineTheme.colors.gray[7] },
  dark: {},
})

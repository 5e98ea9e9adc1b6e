import type { Language } from '@kyanma/shared'
import type { offlineSupport } from '#app/locales/en/offline.ts'
import { theme } from '#app/theme.ts'

type AppTexts = (typeof offlineSupport)['app']

/** Where each language's manifest is served; root.tsx links the page language's one. */
export const MANIFEST_FILES: Record<Language, string> = {
  en: 'manifest.webmanifest',
  my: 'manifest-my.webmanifest',
}

const ICONS = [192, 512].flatMap((size) => [
  { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
  {
    src: `/icons/maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'maskable',
  },
])

/**
 * The web app manifest of one language (docs/decisions/046): the installed shop opens in the
 * language it was installed from. Both share one `id`, so installing from either page is the same
 * app; the shortcuts lead to the shop, the order history and the points (the profile's tabs).
 */
export function webManifest(language: Language, texts: AppTexts, homePath: string) {
  const prefix = homePath === '/' ? '' : homePath
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: 'ltr',
    start_url: homePath,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: theme.colors?.kyanmaRed?.[5] ?? '#d32f2f',
    icons: ICONS,
    shortcuts: [
      { name: texts.shortcuts.shop, url: `${prefix}/products`, icons: [ICONS[0]] },
      { name: texts.shortcuts.orders, url: `${prefix}/profile?tab=orders`, icons: [ICONS[0]] },
      { name: texts.shortcuts.points, url: `${prefix}/profile?tab=points`, icons: [ICONS[0]] },
    ],
  }
}

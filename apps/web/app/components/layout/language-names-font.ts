import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kyanma/shared'
import fontData from './language-names.woff2?inline'

/**
 * Whether the switch draws a language's name in the names' font: a name in another script than
 * the shop's default ("မြန်မာ"). The page's own font draws "English". Any font that arrives after
 * the first layout lays out every line of the page again (decision 076), so no other name takes it.
 */
export function namedInNamesFont(language: Language): boolean {
  return language !== DEFAULT_LANGUAGE
}

/** Whether a page in `language` shows a name in the names' font on its switch. */
export function pageNeedsNamesFont(language: Language): boolean {
  return LANGUAGES.some((other) => other !== language && namedInNamesFont(other))
}

/** The names' face of language-switch.module.css (a test keeps the two alike). */
export const LANGUAGE_NAMES_FACE = {
  family: 'Kyanma Language Names',
  weight: '100 900',
  unicodeRange: 'U+0020, U+1000-109F',
} as const

/**
 * Adds the names' font to the page from its bytes, inline in the head of every page whose switch
 * shows "မြန်မာ", before anything is laid out. The stylesheet's face of the same font (a data:
 * address) would arrive after the first layout all the same, and in Chromium any font that
 * arrives lays out every line whose font list starts with a web font (theme.ts's starts with Noto
 * Sans Myanmar): 11-15 ms on the English home here, four times that on Lighthouse's phone. A face
 * made from bytes is ready at once, and being added after the stylesheet's, it is the one used;
 * the stylesheet's stays for a page without scripts (decision 076). Errors are swallowed: the
 * stylesheet's face then draws the name. A function, so that the browser's bundle (where root.tsx
 * leaves it unused) drops it and the font's bytes with it.
 */
export function addLanguageNamesFontScript(): string {
  const base64 = fontData.slice(fontData.indexOf(',') + 1)
  return `try{var d=atob(${JSON.stringify(base64)}),b=new Uint8Array(d.length);for(var i=0;i<d.length;i++)b[i]=d.charCodeAt(i);document.fonts.add(new FontFace(${JSON.stringify(LANGUAGE_NAMES_FACE.family)},b,{weight:${JSON.stringify(LANGUAGE_NAMES_FACE.weight)},display:"swap",unicodeRange:${JSON.stringify(LANGUAGE_NAMES_FACE.unicodeRange)}}))}catch(e){}`
}

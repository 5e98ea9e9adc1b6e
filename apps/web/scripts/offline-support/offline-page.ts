import type { Language } from '@kyanma/shared'
import type { offlineSupport } from '#app/locales/en/offline.ts'
import { theme } from '#app/theme.ts'

type PageTexts = (typeof offlineSupport)['page']

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The offline page (docs/decisions/046): plain HTML with its styles inline and no script, so the
 * service worker can show it for any page it has not kept. "Try again" reloads the address the
 * shopper asked for (an empty href is the page's own address).
 */
export function offlinePage(options: {
  language: Language
  texts: PageTexts
  homePath: string
  /** The Burmese letters of the shop's font (one file for every weight), for Burmese pages. */
  fontFile: string | null
}): string {
  const { texts, language } = options
  const red = theme.colors?.kyanmaRed?.[5] ?? '#d32f2f'
  const fonts = options.fontFile
    ? `@font-face{font-family:"Noto Sans Myanmar";font-weight:400 700;font-display:swap;src:url("${options.fontFile}") format("woff2");unicode-range:U+1000-104F}`
    : ''
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${red}">
<title>${escapeHtml(texts.title)}</title>
<style>${fonts}
body{margin:0;font-family:"Noto Sans Myanmar",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;background:#fff;line-height:1.55}
${language === 'my' ? 'body{line-height:1.8}' : ''}
main{max-width:32rem;margin:0 auto;padding:4rem 1.25rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{color:#495057;margin:0 0 1.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:8px;text-decoration:none;font-weight:600}
.primary{background:${red};color:#fff;border:1px solid ${red}}
.secondary{color:${red};border:1px solid ${red}}
</style>
</head>
<body>
<main>
<svg width="56" height="56" viewBox="0 0 28 28" aria-hidden="true"><path d="M14 2c5 6.5 9 11 9 16a9 9 0 0 1-18 0c0-5 4-9.5 9-16z" fill="${red}"/><path d="M10 19c0-4 3-6.5 8-7.5-1 5-3.5 8-8 7.5z" fill="#81c784"/></svg>
<h1>${escapeHtml(texts.heading)}</h1>
<p>${escapeHtml(texts.body)}</p>
<div class="actions"><a class="primary" href="">${escapeHtml(texts.tryAgain)}</a><a class="secondary" href="${options.homePath}">${escapeHtml(texts.home)}</a></div>
</main>
</body>
</html>
`
}

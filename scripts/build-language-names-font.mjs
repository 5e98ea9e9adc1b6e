// `node scripts/build-language-names-font.mjs`: the tiny font the language switch names Burmese
// with on English pages (decision 037). Noto Sans Myanmar at its bold weight (the variable font
// pinned at 700) cut down to the glyphs of the names below (harfbuzz's subsetter keeps the
// shaping rules they need): about 1.5 KB instead of the 41 KB an English page would otherwise
// download for one word. Run it again when a
// language's name changes; the output is committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/** Every language name the switch writes outside Latin letters (locales/* /layout.ts). */
const NAMES = ['မြန်မာ']

const source = fileURLToPath(
  import.meta.resolve(
    '@fontsource-variable/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-wght-normal.woff2',
  ),
)
const target = fileURLToPath(
  new URL('../apps/web/app/components/layout/language-names.woff2', import.meta.url),
)
// The space too: the font whose range holds it gives the line its metrics (see myanmar-font.css).
const font = await subsetFont(readFileSync(source), ` ${NAMES.join('')}`, {
  targetFormat: 'woff2',
  variationAxes: { wght: 700 },
})
writeFileSync(target, font)
console.log(`${target}: ${font.length} bytes`)

// `node scripts/build-burmese-font-subsets.mjs`: Noto Sans Myanmar (regular and bold) cut down to
// the Burmese letters, digits and signs (U+1000-104F) with the space and joiners, for Burmese pages
// (apps/web/app/styles/myanmar-font.css). About 23.5 KB a weight instead of fontsource's 47 KB,
// which also holds the Pali, Mon, Shan, Karen and Kayah letters; pages showing those still get
// the whole font, for them alone. harfbuzz's subsetter (subset-font) keeps the shaping rules the
// kept letters need. Run again when @fontsource/noto-sans-myanmar is upgraded; the output is
// committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

// The space and no-break space give a Burmese line its metrics (see myanmar-font.css); ZWNJ and
// ZWJ sit inside Burmese words; the dotted circle stands in for a sign without its letter.
const BURMESE = ` \u00a0${range(0x1000, 0x104f)}\u200c\u200d\u25cc`

for (const weight of [400, 700]) {
  const source = fileURLToPath(
    import.meta.resolve(
      `@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`,
    ),
  )
  const target = fileURLToPath(
    new URL(
      `../apps/web/app/styles/fonts/noto-sans-myanmar-burmese-${weight}.woff2`,
      import.meta.url,
    ),
  )
  const font = await subsetFont(readFileSync(source), BURMESE, { targetFormat: 'woff2' })
  writeFileSync(target, font)
  console.log(`${target}: ${font.length} bytes`)
}

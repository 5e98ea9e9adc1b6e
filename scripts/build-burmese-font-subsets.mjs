// `node scripts/build-burmese-font-subsets.mjs`: the two files of Noto Sans Myanmar that the shop
// serves (apps/web/app/styles/myanmar-font.css), cut from fontsource's variable font with its
// weight axis limited to 400-700, the weights the shop uses:
// - the Burmese letters, digits and signs (U+1000-104F) with the space, no-break space, joiners and
//   dotted circle: the only file a Burmese page needs, about 41 KB for every weight, where the
//   static regular and bold halves were 23.5 KB each and stood in for 500 and 600 as well;
// - the same Burmese letters at weight 400 alone (a static face, about 23.5 KB): what a Burmese page
//   preloads and draws its first paint with; the variable file replaces it once the page has loaded
//   (app/lib/burmese-font-weights.ts, decision 065);
// - the whole Myanmar block and its extensions (Pali, Mon, Shan, Karen, Kayah), about 74 KB,
//   which a page downloads only for those letters.
// harfbuzz's subsetter (subset-font) keeps the shaping rules the kept letters need. Run again when
// @fontsource-variable/noto-sans-myanmar is upgraded; the output is committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

// The space and no-break space give a Burmese line its metrics (see myanmar-font.css); ZWNJ and
// ZWJ sit inside Burmese words; the dotted circle stands in for a sign without its letter.
const AROUND_THE_LETTERS = ` \u00a0\u200c\u200d\u25cc`
const BURMESE_LETTERS = `${AROUND_THE_LETTERS}${range(0x1000, 0x104f)}`
const WEIGHTS_IN_USE = { wght: { min: 400, max: 700 } }
const FILES = {
  'noto-sans-myanmar-burmese.woff2': { text: BURMESE_LETTERS, axes: WEIGHTS_IN_USE },
  'noto-sans-myanmar-burmese-regular.woff2': { text: BURMESE_LETTERS, axes: { wght: 400 } },
  // The ranges of fontsource's 'myanmar' subset.
  'noto-sans-myanmar-whole.woff2': {
    text: [
      AROUND_THE_LETTERS,
      range(0x1000, 0x109f),
      '\ua92e',
      range(0xa9e0, 0xa9fe),
      range(0xaa60, 0xaa7f),
      range(0x116d0, 0x116e3),
    ].join(''),
    axes: WEIGHTS_IN_USE,
  },
}

const source = readFileSync(
  fileURLToPath(
    import.meta.resolve(
      '@fontsource-variable/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-wght-normal.woff2',
    ),
  ),
)
const targetDir = fileURLToPath(new URL('../apps/web/app/styles/fonts/', import.meta.url))
mkdirSync(targetDir, { recursive: true })
for (const [name, { text, axes }] of Object.entries(FILES)) {
  const target = `${targetDir}${name}`
  const font = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: axes })
  writeFileSync(target, font)
  console.log(`${target}: ${font.length} bytes`)
}

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { VARIABLE_FACES } from '../lib/burmese-font-weights.ts'
import { theme } from '../theme.ts'

// The browser side (font used, no overflow at 390 px, lines break between syllables, English pages
// load no font) is checked in Chromium by scripts/check-myanmar-font.tsx.
const here = fileURLToPath(import.meta.url)
const css = readFileSync(path.join(path.dirname(here), 'myanmar-font.css'), 'utf8')

interface FontFace {
  family: string
  weight: string
  display: string | undefined
  src: string
  ranges: [number, number][]
}

/** A declaration's value on one line, with single quotes (the formatter may write either). */
function descriptor(block: string, name: string): string | undefined {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]
  return value?.replace(/\s+/g, ' ').replaceAll('"', "'").trim()
}

/** A `unicode-range` value as a list of code point ranges. */
const rangesOf = (value: string): [number, number][] =>
  value.split(',').map((range) => {
    const [from = '', to = from] = range.trim().replace('U+', '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)]
  })

const faces: FontFace[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, block = '']) => ({
  family: descriptor(block, 'font-family')?.replaceAll("'", '') ?? '',
  weight: descriptor(block, 'font-weight') ?? '',
  display: descriptor(block, 'font-display'),
  src: descriptor(block, 'src') ?? '',
  ranges: rangesOf(descriptor(block, 'unicode-range') ?? ''),
}))

const covers = (face: FontFace, codePoint: number) =>
  face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)

describe('the Burmese font stylesheet', () => {
  it('declares one regular face per file and family, the whole font then its Burmese half, each shown at once in a fallback (swap)', () => {
    expect(faces.map((face) => `${face.family} ${face.weight}`)).toEqual([
      'Noto Sans Myanmar 400',
      'Noto Sans Myanmar 400',
      'Noto Sans Myanmar Lines 400',
      'Noto Sans Myanmar Lines 400',
    ])
    for (const face of faces) expect(face.display).toBe('swap')
  })

  const fileOf = (face: FontFace) => /url\('([^']+)'\) format\('woff2'\)$/.exec(face.src)?.[1] ?? ''
  const burmeseHalf = (face: FontFace) => fileOf(face).includes('-burmese')

  it('takes both files from our build of the variable font (scripts/build-burmese-font-subsets.mjs)', () => {
    for (const face of faces) {
      const file = fileOf(face)
      expect(file).toBe(
        burmeseHalf(face)
          ? './fonts/noto-sans-myanmar-burmese-regular.woff2'
          : './fonts/noto-sans-myanmar-whole.woff2',
      )
      expect(existsSync(path.join(path.dirname(here), file))).toBe(true)
    }
  })

  it('lets the Burmese half, declared last, take the Burmese letters, and the whole font the rest', () => {
    for (const face of faces) {
      // Shan (ၵ U+1075) and Mon (ၚ U+105A) letters only the whole font has.
      expect(covers(face, 0x1075)).toBe(!burmeseHalf(face))
      expect(covers(face, 0x105a)).toBe(!burmeseHalf(face))
    }
    // Per family, the Burmese half comes after the whole font (the later rule wins).
    for (const family of ['Noto Sans Myanmar', 'Noto Sans Myanmar Lines']) {
      const order = faces.filter((face) => face.family === family).map(burmeseHalf)
      expect(order).toEqual([false, true])
    }
  })

  it('limits every face to Burmese text, so English pages never download a file', () => {
    for (const face of faces) {
      expect(covers(face, 0x1000)).toBe(true) // က
      expect(covers(face, 0x104f)).toBe(true) // the last Myanmar punctuation
      for (const latin of 'Aaz09.,-Ks') expect(covers(face, latin.codePointAt(0) ?? 0)).toBe(false)
    }
  })

  it('gives the space only to the family that Burmese text puts first (its line metrics)', () => {
    for (const face of faces) {
      expect(covers(face, 0x20)).toBe(face.family === 'Noto Sans Myanmar Lines')
    }
  })

  it("leaves the joiners out of the theme's family: an emoji sequence must not download the font", () => {
    for (const face of faces) {
      const joiners = covers(face, 0x200c) || covers(face, 0x200d)
      expect(joiners).toBe(face.family === 'Noto Sans Myanmar Lines')
    }
  })

  it("puts Noto Sans Myanmar before the theme's system fonts, and the Lines family for Burmese", () => {
    const stack = theme.fontFamily ?? ''
    expect(stack.startsWith("'Noto Sans Myanmar', ")).toBe(true)
    const burmeseStack = stack.replace("'Noto Sans Myanmar'", "'Noto Sans Myanmar Lines'")
    expect(descriptor(css, '--mantine-font-family')).toBe(burmeseStack)
    expect(descriptor(css, '--mantine-font-family-headings')).toBe(burmeseStack)
  })

  it('gives Burmese lines room for the marks stacked above and below (1.6 at least)', () => {
    const burmese = css.slice(css.indexOf(':lang(my)'))
    const lineHeights = [
      ...burmese.matchAll(/--(?:mantine|kyanma)-[a-z0-9-]*line-height[a-z-]*:\s*([\d.]+)/g),
    ]
    // Mantine's twelve, and the one that boxes with a tight Latin line height use.
    expect(lineHeights).toHaveLength(13)
    for (const [, value] of lineHeights) expect(Number(value)).toBeGreaterThanOrEqual(1.6)
  })

  it('has a twin of every face, with weights 400 to 700 from the variable font, added after the load', () => {
    // lib/burmese-font-weights.ts gives each face here its real weights: same family, same range,
    // same order (the later face wins), the variable file in place of the regular one.
    expect(
      VARIABLE_FACES.map(({ family, file, range }) => ({
        family,
        burmese: file.includes('-burmese'),
        ranges: rangesOf(range),
      })),
    ).toEqual(
      faces.map((face) => ({
        family: face.family,
        burmese: burmeseHalf(face),
        ranges: face.ranges,
      })),
    )
    for (const { file } of VARIABLE_FACES) expect(file).not.toContain('regular')
  })
})

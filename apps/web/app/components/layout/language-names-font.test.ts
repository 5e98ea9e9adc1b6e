import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  addLanguageNamesFontScript,
  LANGUAGE_NAMES_FACE,
  pageNeedsNamesFont,
} from './language-names-font.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const css = readFileSync(path.join(here, 'language-switch.module.css'), 'utf8')
const fontFile = readFileSync(path.join(here, 'language-names.woff2'))

const descriptor = (name: string) =>
  new RegExp(`@font-face\\s*{[^}]*${name}:\\s*([^;]+);`).exec(css)?.[1]?.replace(/\s+/g, ' ').trim()

/** What the head's script hands the browser, run against a stand-in for its font API. */
function runScript() {
  const added: { family: string; bytes: Uint8Array; descriptors: Record<string, string> }[] = []
  class FakeFontFace {
    constructor(family: string, bytes: Uint8Array, descriptors: Record<string, string>) {
      added.push({ family, bytes, descriptors })
    }
  }
  const document = { fonts: { add: () => undefined } }
  new Function('document', 'FontFace', 'atob', addLanguageNamesFontScript())(
    document,
    FakeFontFace,
    atob,
  )
  return added
}

describe("the language names' font added by the head's script", () => {
  it("is the stylesheet's face: same family, weights and characters", () => {
    expect(descriptor('font-family')).toBe(`"${LANGUAGE_NAMES_FACE.family}"`)
    expect(descriptor('font-weight')).toBe(LANGUAGE_NAMES_FACE.weight)
    expect(descriptor('unicode-range')).toBe(LANGUAGE_NAMES_FACE.unicodeRange)
  })

  it('adds exactly the bytes of the font file, with those descriptors', () => {
    const [face, ...more] = runScript()
    expect(more).toEqual([])
    expect(face?.family).toBe(LANGUAGE_NAMES_FACE.family)
    expect(Buffer.from(face?.bytes ?? []).equals(fontFile)).toBe(true)
    expect(face?.descriptors).toEqual({
      weight: LANGUAGE_NAMES_FACE.weight,
      display: 'swap',
      unicodeRange: LANGUAGE_NAMES_FACE.unicodeRange,
    })
  })

  it('is added to the pages whose switch names "မြန်မာ", and only to those', () => {
    expect(pageNeedsNamesFont('en')).toBe(true)
    expect(pageNeedsNamesFont('my')).toBe(false)
  })
})

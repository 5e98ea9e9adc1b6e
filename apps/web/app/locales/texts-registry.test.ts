import { describe, expect, it } from 'vitest'
import { defineTexts, loadedTexts, loadTextsFile, originOf } from './texts-registry.ts'

const englishFiles = import.meta.glob<Record<string, unknown>>(['./en/**/*.ts'], { eager: true })

describe('English texts registry', () => {
  it('tags every exported texts object with its own file and export name', () => {
    let tagged = 0
    for (const [path, module] of Object.entries(englishFiles)) {
      const file = path.replace(/^\.\/en\//, '').replace(/\.ts$/, '')
      for (const [name, value] of Object.entries(module)) {
        if (typeof value !== 'object' || value === null) continue
        expect(originOf(value), `${path} ${name}`).toEqual({ file, name })
        tagged += 1
      }
    }
    expect(tagged).toBeGreaterThan(30)
  })
})

describe('translated texts', () => {
  it('gives English for English, and the translation once its file is loaded', async () => {
    const { productDetail } = (await import('./en/product.ts')) as {
      productDetail: { addToCart: string }
    }
    expect(loadedTexts('en', productDetail).texts).toBe(productDetail)
    const first = loadedTexts('my', productDetail)
    // Not loaded yet: English this once, and the file is on its way.
    expect(first.texts).toBe(productDetail)
    expect(first.pending).toBeInstanceOf(Promise)
    await loadTextsFile('my', 'product')
    const burmese = loadedTexts('my', productDetail)
    expect(burmese.pending).toBeUndefined()
    expect(burmese.texts.addToCart).toMatch(/[\u1000-\u109F]/)
  })

  it('shows English for a file a language does not have yet', async () => {
    const english = defineTexts('no-such-file#texts', { hello: 'Hello' })
    await loadTextsFile('my', 'no-such-file')
    expect(loadedTexts('my', english)).toEqual({ texts: english })
  })
})

import { MantineProvider } from '@mantine/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../app/theme.ts'
import { providerStyleWriterStandIn, themeCss } from './theme-stylesheet.ts'

/** The <style> tags MantineProvider writes into a page when it is left to do so. */
function providersOwnStyles(): string[] {
  const html = renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, forceColorScheme: 'light' },
      createElement('p', null, 'x'),
    ),
  )
  return [...html.matchAll(/<style data-mantine-styles="(?:true|classes)">(.*?)<\/style>/gs)].map(
    (match) => (match[1] ?? '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'"),
  )
}

describe('the theme stylesheet', () => {
  it('says what MantineProvider would write into every page', () => {
    const styles = providersOwnStyles()
    expect(styles).toHaveLength(2)
    const darkScheme = /:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*\}/
    expect(styles[0]).toMatch(darkScheme)
    const withoutLineBreaks = (css: string) => css.replaceAll('\n', '')
    expect(withoutLineBreaks(themeCss())).toBe(
      withoutLineBreaks(styles.join('').replace(darkScheme, '')),
    )
  })

  it('carries the shop colours and the readable dimmed grey', () => {
    const css = themeCss()
    expect(css).toContain('--mantine-color-kyanmaGreen-9')
    expect(css).toContain(`--mantine-color-dimmed: ${theme.colors?.gray?.[7] ?? '#495057'}`)
  })
})

describe("the browser build's MantineProvider", () => {
  const provider = '/repo/node_modules/@mantine/core/esm/core/MantineProvider'

  it('has stand-ins for the modules that write the styles the stylesheet now holds', () => {
    for (const file of [
      'MantineCssVariables/MantineCssVariables',
      'MantineClasses/MantineClasses',
    ]) {
      const standIn = providerStyleWriterStandIn(`${provider}/${file}.mjs`)
      expect(standIn).toMatch(/^export function Mantine(CssVariables|Classes)\(\)/)
      expect(standIn).toContain('withCssVariables and withGlobalClasses false')
    }
  })

  it("keeps the back office's own copy and every other module as they are", () => {
    const copy = `${provider}/MantineCssVariables/MantineCssVariables.mjs?back-office`
    expect(providerStyleWriterStandIn(copy)).toBeUndefined()
    expect(providerStyleWriterStandIn(`${provider}/MantineProvider.mjs`)).toBeUndefined()
  })
})

import { MantineProvider } from '@mantine/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../app/theme.ts'
import { themeCss } from './theme-stylesheet.ts'

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

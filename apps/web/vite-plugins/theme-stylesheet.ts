import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  type MantineTheme,
  mergeMantineTheme,
  px,
} from '@mantine/core'
import type { Plugin } from 'vite'
import { cssVariablesResolver, theme } from '../app/theme.ts'

/** root.tsx imports it; its rules join the app's one stylesheet. */
export const THEME_STYLESHEET = 'virtual:kyanma-theme.css'
const RESOLVED_ID = `\0${THEME_STYLESHEET}`

/**
 * The theme's CSS variables and the `hiddenFrom`/`visibleFrom` classes as a stylesheet made at
 * build time. MantineProvider would otherwise write both into every page's HTML as <style> tags
 * (about 12 KB, 1.4 KB compressed) that no cache keeps. A Burmese listing page's HTML was then
 * just over the 14.6 KB a new connection delivers in its first round trip (TCP's initial window of
 * ten packets), which cost a slow phone one more round trip before anything could paint
 * (decision 059). The theme does not change while the app runs, so the stylesheet, cached with
 * the rest, says the same.
 */
export function themeStylesheet(): Plugin {
  return {
    name: 'kyanma:theme-stylesheet',
    resolveId: (id) => (id === THEME_STYLESHEET ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss() : undefined),
  }
}

/**
 * The MantineProvider modules that write those <style> tags, as the shop's browser build sees
 * them. root.tsx turns both off (`withCssVariables={false}`, `withGlobalClasses={false}`), yet
 * their code, with Mantine's variables resolver and colour helpers, rode in every page's first
 * load (about 3 KB gzip in the shell). The back office's own Mantine (`?back-office` ids) and the
 * server keep the real modules.
 */
const PROVIDER_STYLE_WRITERS = {
  MantineCssVariables:
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/,
  MantineClasses:
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineClasses[\\/]MantineClasses\.mjs$/,
}

/** A stand-in that fails loudly if root.tsx ever lets MantineProvider write its styles again. */
export function providerStyleWriterStandIn(id: string): string | undefined {
  const name = Object.entries(PROVIDER_STYLE_WRITERS).find(([, file]) => file.test(id))?.[0]
  if (!name) return undefined
  const message = `${name} is left out of the browser build: the theme lives in the stylesheet (vite-plugins/theme-stylesheet.ts), keep MantineProvider's withCssVariables and withGlobalClasses false`
  return `export function ${name}() {\n  throw new Error(${JSON.stringify(message)})\n}\n`
}

/** Leaves MantineProvider's style writers out of the shop's browser build (decision 064). */
export function providerWithoutStyleWriters(): Plugin {
  return {
    name: 'kyanma:provider-without-style-writers',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: (id) => providerStyleWriterStandIn(id),
  }
}

/**
 * What MantineProvider's own <style> tags would say for the shop's theme, less the dark scheme's
 * variables: the shop has one, light, colour scheme (root.tsx forces it).
 */
export function themeCss(): string {
  const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme)
  return `${themeVariables(fullTheme)}\n${breakpointClasses(fullTheme)}\n`
}

/**
 * Mantine's variables for the theme with the shop's resolver applied, less those equal to Mantine's
 * defaults: root.tsx imports Mantine's default-css-variables.css, which already says them.
 */
function themeVariables(fullTheme: MantineTheme): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const mantines = defaultCssVariablesResolver(fullTheme)
  const shops = cssVariablesResolver(fullTheme)
  const changed = (group: 'variables' | 'light') => {
    const before: Record<string, string> = defaults[group]
    return Object.fromEntries(
      Object.entries({ ...mantines[group], ...shops[group] }).filter(
        ([name, value]) => before[name] !== value,
      ),
    )
  }
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: {},
  })
}

/**
 * `hiddenFrom="sm"` and `visibleFrom="sm"` put these classes on an element; one media query per
 * breakpoint shows or hides it (the upper bound a tenth of a unit below the breakpoint, so exactly
 * one of each pair applies at any width).
 */
function breakpointClasses(fullTheme: MantineTheme): string {
  return Object.entries(fullTheme.breakpoints)
    .map(([name, width]) => {
      // Mantine's own unit helpers, so the bounds are written exactly as its provider writes them.
      const pixels = Number(px(width))
      const below = width.includes('px') ? `${pixels - 0.1}px` : em(pixels - 0.1)
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${width}) {.mantine-hidden-from-${name} {display: none !important;}}`
      )
    })
    .join('\n')
}

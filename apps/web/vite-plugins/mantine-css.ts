import type { Plugin } from 'vite'

/**
 * Loads Mantine's styles per component instead of its whole 250 KB stylesheet on every page
 * (docs/decisions/010). Each Mantine component keeps its class names in a `X.module.mjs` file,
 * and Mantine ships that component's CSS as `@mantine/core/styles/X.css` (other Mantine packages
 * have one `styles.css`). Importing the CSS from that file puts the styles in the same chunk as
 * the component: the page links the styles of exactly the components its routes render, lazy
 * widgets bring theirs when they load, and nobody has to remember which CSS a component needs.
 * root.tsx imports the three base files (baseline, CSS variables, global) once.
 *
 * The dev server serves Mantine pre-bundled (its files never pass through `transform`), so
 * there root.tsx gets the packages' whole stylesheets instead.
 */
const MODULE_FILE =
  /[\\/]@mantine[\\/]([a-z-]+)[\\/]esm[\\/](?:[^?]*[\\/])?([A-Za-z]+)\.module\.mjs$/
const ROOT_MODULE = /[\\/]app[\\/]root\.tsx$/
const STYLED_PACKAGES = ['core', 'notifications', 'carousel']

export function mantineCssPerComponent(): Plugin {
  let serving = false
  return {
    name: 'kyanma:mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve'
    },
    transform(code, id) {
      if (serving) {
        if (!ROOT_MODULE.test(id)) return null
        const sheets = STYLED_PACKAGES.map((pkg) => `import '@mantine/${pkg}/styles.css';`)
        return { code: `${sheets.join('\n')}\n${code}`, map: null }
      }
      const match = MODULE_FILE.exec(id)
      if (!match) return null
      const [, pkg, component] = match
      // The back office's rich-text editor puts Tiptap's styles in the page itself (its
      // rich-text-editor.tsx): in the one app stylesheet they would reach every shopper.
      if (pkg === 'tiptap') return null
      const stylesheet =
        pkg === 'core' ? `@mantine/core/styles/${component}.css` : `@mantine/${pkg}/styles.css`
      return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null }
    },
  }
}

import type { Plugin } from 'vite'

/** The back office's own code: its route module, its components and its features. */
const BACK_OFFICE_FILE =
  /[\\/]apps[\\/]web[\\/]app[\\/](?:routes[\\/]admin\.tsx|components[\\/]admin[\\/]|features[\\/]admin-[^\\/]+[\\/])/
const PACKAGE_FILE = /[\\/]node_modules[\\/]/
/**
 * Packages that must stay one instance for the whole page: React itself, and those whose
 * context the shop's root provides (the router, the query client).
 */
const SINGLE_PACKAGE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zod|@tanstack[\\/][^\\/]+)[\\/]/
/** Marks the back office's copy of a Mantine module (a distinct module id for the bundler). */
export const BACK_OFFICE_COPY = '?back-office'

/**
 * Gives the back office (routes/admin.tsx, decision 025) its own copy of Mantine in the browser
 * build, so that it cannot change what shoppers download. Two rules of the build count on
 * knowing who uses a Mantine module: the `pages` chunk group takes modules that two chunks share
 * (vite-plugins/chunk-groups.ts), and the one stylesheet holds the CSS of every Mantine
 * component in any chunk (vite-plugins/mantine-css.ts). With one copy, the back office counted as
 * a second user: a component only checkout used joined the chunk listing and product pages load
 * (+17 KB gzip measured with the back office's screens), and every back-office component's CSS
 * joined the shop's stylesheet (+6.5 KB). Its copy has module ids of its own, which the
 * stylesheet plugin does not recognise: the back office links Mantine's whole stylesheet itself.
 *
 * Mantine keeps its theme in React context, and the copy's context is not the shop's: the back
 * office renders its own MantineProvider (routes/admin.tsx). Server rendering and the dev server
 * keep one Mantine (the markup is the same either way).
 */
export function backOfficeOwnMantine(): Plugin {
  return {
    name: 'kyanma:back-office-own-mantine',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer) return null
      const insideCopy = importer.endsWith(BACK_OFFICE_COPY)
      if (!insideCopy && !BACK_OFFICE_FILE.test(importer)) return null
      const realImporter = insideCopy ? importer.slice(0, -BACK_OFFICE_COPY.length) : importer
      const resolved = await this.resolve(source, realImporter, { ...options, skipSelf: true })
      if (!resolved || resolved.external || !/\.m?js$/.test(resolved.id)) return resolved
      // Every package the back office imports is copied with what it brings (Mantine with
      // floating-ui, the editor with ProseMirror), so no package is half shared; the single
      // ones and stylesheets are not copied.
      if (!PACKAGE_FILE.test(resolved.id) || SINGLE_PACKAGE.test(resolved.id)) return resolved
      return { ...resolved, id: `${resolved.id}${BACK_OFFICE_COPY}` }
    },
  }
}

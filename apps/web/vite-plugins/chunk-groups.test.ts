import { describe, expect, it } from 'vitest'
import { chunkGroups } from './chunk-groups.ts'

const app = '/repo/apps/web/app'
const core = '/repo/node_modules/@mantine/core/esm'
const module = (code: string, importers: string[] = []) => ({ code, importers, isEntry: false })

/** The listing and the search page take Mantine by name; the checkout only after a tap. */
const modules: Record<string, ReturnType<typeof module>> = {
  [`${app}/routes/products.tsx`]: module("import { Button } from '@mantine/core'"),
  [`${app}/routes/search-results.tsx`]: module("import { Button, TextInput } from '@mantine/core'"),
  [`${app}/features/checkout-drawer.tsx`]: module("import { Drawer } from '@mantine/core'"),
  [`${app}/root.tsx`]: module("import { layout } from './locales/en/layout.ts'"),
  [`${app}/locales/en/layout.ts`]: module('', [`${app}/root.tsx`]),
  [`${app}/locales/en/listing.ts`]: module('', [`${app}/routes/products.tsx`]),
  [`${app}/locales/my/layout.ts`]: module(''),
  [`${app}/locales/my/listing.ts`]: module(''),
  [`${core}/index.mjs`]: module(
    [
      'import { Button } from "./components/Button/Button.mjs";',
      'import { TextInput } from "./components/TextInput/TextInput.mjs";',
      'import { Drawer } from "./components/Drawer/Drawer.mjs";',
      'export { Button, Drawer, TextInput };',
    ].join('\n'),
    [
      `${app}/routes/products.tsx`,
      `${app}/routes/search-results.tsx`,
      `${app}/features/checkout-drawer.tsx`,
    ],
  ),
  [`${core}/components/Button/Button.mjs`]: module('', [`${core}/index.mjs`]),
  [`${core}/components/TextInput/TextInput.mjs`]: module('', [`${core}/index.mjs`]),
  [`${core}/components/Drawer/Drawer.mjs`]: module('', [`${core}/index.mjs`]),
}
const graph = { getModuleInfo: (id: string) => modules[id] ?? null }
const mantineGroup = chunkGroups().find((group) => group.debugName === 'pages')
const groupOf = (component: string) => {
  const name = mantineGroup?.name
  return typeof name === 'function' ? name(`${core}/components/${component}.mjs`, graph) : name
}

describe("the browser build's Mantine groups", () => {
  it('loads with the listing, product and home pages only what their first screens run', () => {
    expect(groupOf('Button/Button')).toBe('pages')
  })

  it("keeps what only the search page's first screen runs out of their file", () => {
    expect(groupOf('TextInput/TextInput')).toBe('search-pages')
  })

  it('leaves what no first screen runs for later', () => {
    expect(groupOf('Drawer/Drawer')).toBe('widgets')
  })
})

describe("the browser build's translation groups", () => {
  const groupOf = (id: string) =>
    chunkGroups()
      .map((group) => (typeof group.name === 'function' ? group.name(id, graph) : null))
      .find(Boolean) ?? null

  it("puts a language's twins of the shell's texts in one file of that language", () => {
    expect(groupOf(`${app}/locales/my/layout.ts`)).toBe('shell-my')
    expect(groupOf(`${app}/locales/en/layout.ts`)).toBe('shell')
  })

  it("leaves a screen's translations in files of their own", () => {
    expect(groupOf(`${app}/locales/my/listing.ts`)).toBeNull()
  })
})

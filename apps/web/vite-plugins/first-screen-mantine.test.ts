import { describe, expect, it } from 'vitest'
import { createFirstScreenMantine } from './first-screen-mantine.ts'

const core = '/repo/node_modules/@mantine/core/esm'
const hooks = '/repo/node_modules/@mantine/hooks/esm'
const module = (code: string, importers: string[] = []) => ({ code, importers })

/** A small module graph shaped like the real one: app files take names from the indexes. */
const modules: Record<string, ReturnType<typeof module>> = {
  '/repo/app/routes/products.tsx': module(
    "import { Button as MantineButton, Title } from '@mantine/core'",
  ),
  '/repo/app/features/filters-drawer.tsx': module("import { Drawer } from '@mantine/core'"),
  [`${core}/index.mjs`]: module(
    [
      'import { Button } from "./components/Button/Button.mjs";',
      'import { Title } from "./components/Title/Title.mjs";',
      'import { Drawer } from "./components/Drawer/Drawer.mjs";',
      'import { UnstyledButton } from "./components/UnstyledButton/UnstyledButton.mjs";',
      'export { Button, Drawer, Title, UnstyledButton };',
    ].join('\n'),
    ['/repo/app/routes/products.tsx', '/repo/app/features/filters-drawer.tsx'],
  ),
  [`${core}/components/Button/Button.mjs`]: module("import { useId } from '@mantine/hooks';", [
    `${core}/index.mjs`,
  ]),
  [`${core}/components/Title/Title.mjs`]: module('', [`${core}/index.mjs`]),
  [`${core}/components/UnstyledButton/UnstyledButton.mjs`]: module('', [
    `${core}/index.mjs`,
    `${core}/components/Button/Button.mjs`,
  ]),
  [`${core}/components/Drawer/Drawer.mjs`]: module(
    "import { useFocusTrap } from '@mantine/hooks';",
    [`${core}/index.mjs`],
  ),
  [`${hooks}/index.mjs`]: module(
    [
      'import { useId } from "./use-id/use-id.mjs";',
      'import { useFocusTrap } from "./use-focus-trap/use-focus-trap.mjs";',
      'export { useFocusTrap, useId };',
    ].join('\n'),
    [`${core}/components/Button/Button.mjs`, `${core}/components/Drawer/Drawer.mjs`],
  ),
  [`${hooks}/use-id/use-id.mjs`]: module('', [`${hooks}/index.mjs`]),
  [`${hooks}/use-focus-trap/use-focus-trap.mjs`]: module('', [`${hooks}/index.mjs`]),
}
const graph = { getModuleInfo: (id: string) => modules[id] ?? null }
const firstScreen = createFirstScreenMantine((id) => id.endsWith('routes/products.tsx'))
const counts = (id: string) => firstScreen(id, graph)

describe('first-screen Mantine', () => {
  it('counts the components a first screen takes by name, aliased or not', () => {
    expect(counts(`${core}/components/Button/Button.mjs`)).toBe(true)
    expect(counts(`${core}/components/Title/Title.mjs`)).toBe(true)
  })

  it('counts what those components import, directly or through the hooks index', () => {
    expect(counts(`${core}/components/UnstyledButton/UnstyledButton.mjs`)).toBe(true)
    expect(counts(`${hooks}/use-id/use-id.mjs`)).toBe(true)
  })

  it('leaves out what only other code takes, although the index imports everything', () => {
    expect(counts(`${core}/components/Drawer/Drawer.mjs`)).toBe(false)
    expect(counts(`${hooks}/use-focus-trap/use-focus-trap.mjs`)).toBe(false)
  })

  it('answers only for Mantine modules', () => {
    expect(counts('/repo/app/routes/products.tsx')).toBe(false)
  })
})

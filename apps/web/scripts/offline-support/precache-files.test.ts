import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { appShellFiles } from './precache-files.ts'

/** A browser build in miniature: React Router's manifest and the files it and they name. */
function fakeBuild() {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'kyanma-precache-'))
  const assets = path.join(clientDir, 'assets')
  mkdirSync(assets)
  const manifest = {
    entry: { module: '/assets/entry.client-a.js', imports: ['/assets/framework-a.js'] },
    routes: {
      root: { id: 'root', module: '/assets/root-a.js', css: ['/assets/style-a.css'] },
      'routes/layouts/main-layout': { parentId: 'root', module: '/assets/main-layout-a.js' },
      'routes/home': {
        parentId: 'routes/layouts/main-layout',
        index: true,
        module: '/assets/home-a.js',
      },
      'routes/product-detail': {
        parentId: 'routes/layouts/main-layout',
        path: 'products/:id',
        module: '/assets/product-detail-a.js',
      },
      'my/routes/product-detail': {
        parentId: 'routes/layouts/main-layout',
        path: 'my/products/:id',
        module: '/assets/product-detail-a.js',
      },
      'routes/checkout': {
        parentId: 'routes/layouts/main-layout',
        path: 'orders/create',
        module: '/assets/checkout-a.js',
      },
      'routes/layouts/auth-layout': { parentId: 'root', module: '/assets/auth-layout-a.js' },
      'routes/auth/login': {
        parentId: 'routes/layouts/auth-layout',
        path: 'auth/login',
        module: '/assets/login-a.js',
      },
      'routes/admin': { parentId: 'root', path: 'admin/*', module: '/assets/admin-a.js' },
    },
  }
  const files: Record<string, string> = {
    'manifest-a.js': `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    'entry.client-a.js': 'import"./framework-a.js";import("./translation-files-a.js")',
    'framework-a.js': '',
    'root-a.js': '',
    'style-a.css': '@font-face{src:url(/assets/noto-sans-myanmar-burmese-a.woff2)}',
    'noto-sans-myanmar-burmese-a.woff2': '',
    'main-layout-a.js': 'import("./cart-drawer-a.js")',
    'cart-drawer-a.js': '',
    'home-a.js': '',
    'product-detail-a.js': '',
    'translation-files-a.js': 'import("./layout-my-a.js")',
    'layout-my-a.js': '',
    'checkout-a.js': '',
    'auth-layout-a.js': '',
    'login-a.js': '',
    'admin-a.js': '',
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(assets, name), text)
  return clientDir
}

describe('the files the service worker precaches', () => {
  const clientDir = fakeBuild()
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }))
  const files = appShellFiles(clientDir, 'translation-files-a.js')

  it("keeps the shop pages' code, their layout and root, and what they load lazily", () => {
    expect(files).toEqual(
      [
        'cart-drawer-a.js',
        'entry.client-a.js',
        'framework-a.js',
        'home-a.js',
        'main-layout-a.js',
        'manifest-a.js',
        'product-detail-a.js',
        'root-a.js',
        'style-a.css',
      ].map((name) => `assets/${name}`),
    )
  })

  it('leaves out the pages that need a connection, the translations and the Myanmar fonts', () => {
    for (const name of [
      'checkout',
      'login',
      'auth-layout',
      'admin',
      'translation-files',
      'layout-my',
    ])
      expect(files).not.toContain(`assets/${name}-a.js`)
    expect(files.some((file) => file.includes('noto-sans-myanmar'))).toBe(false)
  })
})

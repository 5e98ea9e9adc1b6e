import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BURMESE_PAGES,
  budgetLine,
  FIRST_LOAD_BUDGET_BYTES,
  measurePages,
  overBudget,
  PAGES,
  pagesTable,
} from '../../../scripts/bundle-report.mjs'

// `npm run size` (scripts/bundle-report.mjs) on a tiny client build: one route, an English texts
// file in the shell and its Burmese twin in a file of its own.
const root = fileURLToPath(new URL('../../../', import.meta.url))
const builds = mkdtempSync(path.join(os.tmpdir(), 'kyanma-size-'))
afterAll(() => rmSync(builds, { recursive: true, force: true }))

const routes = {
  root: { module: '/assets/root.js' },
  'routes/home': { parentId: 'root', module: '/assets/home.js' },
  'my/routes/home': { parentId: 'root', module: '/assets/home.js' },
}

function clientBuild(name: string, withMaps: boolean) {
  const client = path.join(builds, name, 'client')
  mkdirSync(path.join(client, 'assets'), { recursive: true })
  const manifest = {
    entry: { module: '/assets/entry.js', imports: [] },
    routes,
  }
  writeFileSync(
    path.join(client, 'assets/manifest-1.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  )
  const script = (file: string, code: string, source: string) => {
    writeFileSync(path.join(client, 'assets', file), code)
    if (!withMaps) return
    const map = {
      version: 3,
      sources: [path.join(root, source)],
      mappings: 'AAAA',
    }
    writeFileSync(path.join(client, 'assets', `${file}.map`), JSON.stringify(map))
  }
  script('entry.js', 'hydrate()', 'apps/web/app/entry.client.tsx')
  script('root.js', 'export const home = { title: "Home" }', 'apps/web/app/locales/en/home.ts')
  script('home.js', 'export default () => null', 'apps/web/app/routes/home.tsx')
  script(
    'home-my.js',
    `export const home = { title: "${'မူလ'.repeat(50)}" }`,
    'apps/web/app/locales/my/home.ts',
  )
  script('about-my.js', 'export const about = {}', 'apps/web/app/locales/my/about.ts')
  writeFileSync(path.join(client, '..', 'translation-list.json'), '["/assets/list.js"]')
  writeFileSync(path.join(client, 'assets/list.js'), 'export const files = {}')
  return client
}

const english = PAGES.filter((page) => page.route === 'routes/home')
const burmese = BURMESE_PAGES.filter((page) => page.route === 'my/routes/home')

describe('npm run size', () => {
  it('counts, for a Burmese page, the twins of the texts it carries and the list of them', () => {
    const client = clientBuild('with-maps', true)
    const [en, my] = measurePages(client, [...english, ...burmese])
    expect(en?.files.map((file) => file.href)).toEqual([
      '/assets/entry.js',
      '/assets/root.js',
      '/assets/home.js',
    ])
    // Not about-my.js: no script of the page holds English texts of that file.
    expect(my?.files.map((file) => file.href)).toEqual([
      '/assets/entry.js',
      '/assets/root.js',
      '/assets/home.js',
      '/assets/home-my.js',
      '/assets/list.js',
    ])
    expect(my!.js.gzip).toBeGreaterThan(en!.js.gzip)
  })

  it('reports the stylesheet the first paint waits for beside the whole one', () => {
    const client = clientBuild('with-first-paint-css', true)
    writeFileSync(path.join(client, 'assets/first.css'), '.a{color:red}')
    writeFileSync(
      path.join(client, 'assets/whole.css'),
      `.a{color:red}${'.b{color:blue}'.repeat(99)}`,
    )
    writeFileSync(
      path.join(client, '..', 'first-paint-stylesheet.json'),
      JSON.stringify({ firstPaint: '/assets/first.css', whole: '/assets/whole.css' }),
    )
    const [en] = measurePages(client, english)
    expect(en?.firstPaintCss?.raw).toBe('.a{color:red}'.length)
    expect(pagesTable([en!])).toContain(`| ${(en!.firstPaintCss!.gzip / 1024).toFixed(1)} KB / `)
  })

  it('refuses to measure a Burmese page without source maps rather than count it as English', () => {
    const client = clientBuild('without-maps', false)
    expect(() => measurePages(client, burmese)).toThrow(/source maps/)
  })

  it('names every page over the budget, in either language', () => {
    const page = (name: string, gzip: number) => ({
      name,
      route: '',
      files: [],
      css: { count: 0, raw: 0, gzip: 0, brotli: 0 },
      js: { count: 1, raw: gzip, gzip, brotli: gzip },
    })
    const pages = [
      page('home (/)', FIRST_LOAD_BUDGET_BYTES),
      page('listing (/products)', FIRST_LOAD_BUDGET_BYTES - 1),
      page('home (/my)', FIRST_LOAD_BUDGET_BYTES + 1),
    ]
    expect(overBudget(pages).map((entry) => entry.name)).toEqual(['home (/my)'])
    expect(budgetLine(pages)).toBe(
      'Budget: 150.0 KB gzip on every page; OVER it: home (/my) 150.0 KB.',
    )
    expect(budgetLine(pages.slice(0, 2))).toMatch(/every page is within it/)
  })
})

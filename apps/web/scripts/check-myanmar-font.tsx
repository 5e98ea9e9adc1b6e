// @jsxRuntime automatic (run from the repository root, tsx reads a tsconfig without a JSX setting)
import { mkdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  MantineProvider,
  NavLink,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { chromium, type Page } from 'playwright-core'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { theme } from '../app/theme.ts'
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/find-chromium.ts'

/**
 * `npm run check:myanmar-font -w @kyanma/web [-- --out DIR]`: checks in Chromium that
 * Burmese renders well with app/styles/myanmar-font.css (issue 15), without the app's server or
 * database. It renders Mantine components with the app's theme to static pages, serves them with
 * the stylesheet and the font files, and fails when
 * - a Burmese page at 390 or 1280 px is wider than the window, or a box's text overflows it;
 * - Burmese text is not drawn with Noto Sans Myanmar (Chromium's own answer for the text node);
 * - a line of the long Burmese paragraph breaks inside a syllable;
 * - a box that hides its overflow (button label, badge, clamped text) cuts a glyph's ink;
 * - the English page requests any font file, or a Burmese page more than the one it needs.
 * Screenshots go to DIR (default .bench/myanmar-font/): look at them.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const require = createRequire(import.meta.url)
const fontFiles = path.join(root, 'apps/web/app/styles/fonts')
const outIndex = process.argv.indexOf('--out')
const outDir =
  outIndex > 0 ? (process.argv[outIndex + 1] as string) : path.join(root, '.bench', 'myanmar-font')

/** The app's stylesheet: its font addresses (`./fonts/…`) resolve to this server's /fonts/. */
function fontStylesheet(): string {
  return readFileSync(path.join(root, 'apps/web/app/styles/myanmar-font.css'), 'utf8')
}

// Plain Burmese a shop shows: tall stacks (ဥက္ကဋ္ဌ, ဦ, ကြို့), medials, and a long run without spaces,
// which Burmese often has (spaces separate phrases, not words).
const MY = {
  shop: 'ကျန်းမာရေးဆိုင်',
  heading: 'ကမ္ဘာ့ကျန်းမာရေးအဖွဲ့ ထောက်ခံထားသော ဆေးဝါးများ',
  tall: 'ဥက္ကဋ္ဌ ဦးကြို့ ဣန္ဒြေ ဗုဒ္ဓ ပစ္စည်း သတ္တဝါ ကဏ္ဍ',
  product: 'ပါရာစီတမော ၅၀၀ မီလီဂရမ် ဆေးပြား (၁၀ ပြား)',
  price: '၂,၅၀၀ ကျပ်',
  unbroken:
    'ဆေးညွှန်းအတိုင်းသာသောက်သုံးပါ၊ကလေးများလက်လှမ်းမမီသောနေရာတွင်သိမ်းဆည်းထားပါ၊အပူချိန်ဒီဂရီစင်တီဂရိတ်၃၀အောက်တွင်ထားပါ၊ခေါင်းကိုက်ခြင်းဖျားနာခြင်းနှင့်ကိုယ်လက်ကိုက်ခဲခြင်းများအတွက်သောက်သုံးနိုင်ပါသည်။',
  sentence:
    'ပါရာစီတမောကို ခေါင်းကိုက်ခြင်း၊ ဖျားနာခြင်းနှင့် ကိုယ်လက်ကိုက်ခဲခြင်းများအတွက် သောက်သုံးနိုင်ပါသည်။ တစ်ရက်လျှင် ဆေးပြား ရှစ်ပြားထက် မပိုစေရ။',
  township: 'မြို့နယ် ရွေးပါ',
  addToCart: 'ခြင်းထဲထည့်ရန်',
  order: 'မှာယူမည်',
  badge: 'ဆေးညွှန်းလိုသည်',
  navigation: 'ကျွန်ုပ်၏ မှာယူမှုများ',
}
const EN = {
  shop: 'Health shop',
  heading: 'Medicines recommended by the World Health Organization',
  tall: 'Tall letters: Ég ÀÉÎ gjpqy',
  product: 'Paracetamol 500 mg tablets (10 tablets)',
  price: '2,500 Ks',
  unbroken: 'Take only as directed. Keep out of the reach of children. Store below 30 °C.',
  // An emoji sequence joins its parts with ZWJ (U+200D): it must not download the Burmese font.
  sentence:
    'Paracetamol relieves headaches, fever and body aches 👨‍👩‍👧. Take no more than eight tablets a day.',
  township: 'Choose a township',
  addToCart: 'Add to cart',
  order: 'Order',
  badge: 'Prescription',
  navigation: 'My orders',
}

function ShopSample({ t }: { t: typeof MY }): ReactNode {
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>{t.shop}</Title>
        <Title order={2}>{t.heading}</Title>
        <Title order={3}>{t.tall}</Title>
        <Title order={4} lineClamp={1} data-clip>
          {t.heading}
        </Title>
        <Text data-lines>{t.unbroken}</Text>
        <Text>{t.sentence}</Text>
        <Text size="sm" lineClamp={2} data-clip>
          {t.sentence} {t.tall}
        </Text>
        <Card withBorder>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{t.product}</Text>
            <Text fw={700} c="kyanmaRed">
              {t.price}
            </Text>
          </Group>
          <Group mt="sm" gap="xs">
            <Badge data-clip>{t.badge}</Badge>
            <Badge size="sm" variant="light" data-clip>
              {t.tall.split(' ')[0]}
            </Badge>
          </Group>
          <Group mt="sm">
            <Button data-clip>{t.addToCart}</Button>
            <Button size="xs" variant="light" data-clip>
              {t.order}
            </Button>
            <Button size="compact-sm" variant="default" data-clip>
              {t.tall.split(' ')[1]}
            </Button>
          </Group>
        </Card>
        <TextInput label={t.township} placeholder={t.township} defaultValue={t.tall} data-clip />
        <NavLink href="#" label={t.navigation} description={t.tall} data-clip />
        <Anchor href="#">{t.navigation}</Anchor>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.product}</Table.Th>
              <Table.Th>{t.price}</Table.Th>
            </Table.Tr>
          </Table.Thead>
        </Table>
      </Stack>
    </Container>
  )
}

function page(lang: 'my' | 'en', body: ReactNode): string {
  const html = renderToString(<MantineProvider theme={theme}>{body}</MantineProvider>)
  return `<!doctype html><html lang="${lang}" data-mantine-color-scheme="light"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/mantine.css"><link rel="stylesheet" href="/myanmar-font.css">
</head><body>${html}</body></html>`
}

function serve(): Promise<{ server: Server; origin: string }> {
  const routes: Record<string, [string, string | Buffer]> = {
    '/my': ['text/html', page('my', <ShopSample t={MY} />)],
    '/en': ['text/html', page('en', <ShopSample t={EN} />)],
    '/mantine.css': ['text/css', readFileSync(require.resolve('@mantine/core/styles.css'))],
    '/myanmar-font.css': ['text/css', fontStylesheet()],
  }
  const server = createServer((request, response) => {
    const url = request.url ?? '/'
    const font = url.startsWith('/fonts/') ? path.join(fontFiles, path.basename(url)) : null
    const route = font ? (['font/woff2', readFileSync(font)] as const) : routes[url]
    if (!route) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': route[0] }).end(route[1])
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ server, origin: `http://127.0.0.1:${port}` })
    }),
  )
}

/** Text wider than its box, anywhere on the page, and the page's own width. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (el) =>
          getComputedStyle(el).overflowX === 'visible' &&
          el.scrollWidth > el.clientWidth + 1 &&
          el.clientWidth > 0,
      )
      .filter((el) =>
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
      )
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} ${el.scrollWidth}>${el.clientWidth}: ${el.textContent?.slice(0, 30)}`,
      )
    const doc = document.documentElement
    return {
      page: doc.scrollWidth > doc.clientWidth ? `${doc.scrollWidth}>${doc.clientWidth}` : null,
      wide,
    }
  })
}

/** The lines the browser drew for the long unbroken paragraph, from the glyphs' positions. */
function drawnLines(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('[data-lines]')
    const text = box?.firstChild
    if (!text || text.nodeType !== Node.TEXT_NODE) return []
    const content = text.textContent ?? ''
    const lines: string[] = []
    let start = 0
    let top: number | null = null
    const range = document.createRange()
    for (let i = 0; i < content.length; i++) {
      range.setStart(text, i)
      range.setEnd(text, i + 1)
      const rect = range.getClientRects()[0]
      if (!rect) continue
      if (top !== null && rect.top > top + 2) {
        lines.push(content.slice(start, i))
        start = i
      }
      top = rect.top
    }
    lines.push(content.slice(start))
    return lines
  })
}

/**
 * A line may start only where a Burmese syllable starts: at a consonant, independent vowel, digit,
 * sign or punctuation mark, unless that consonant is stacked under the one before (after U+1039) or
 * closes the syllable before (followed by asat U+103A or virama U+1039).
 */
function startsSyllable(line: string, before: string): boolean {
  const first = line.codePointAt(0) ?? 0
  const second = line.codePointAt(1) ?? 0
  const previous = before.codePointAt(before.length - 1) ?? 0
  const base = (first >= 0x1000 && first <= 0x102a) || (first >= 0x103f && first <= 0x104f)
  return base && previous !== 0x1039 && second !== 0x103a && second !== 0x1039
}

/**
 * Ink that a box hiding its overflow would cut: the text's glyph extents (canvas measureText with
 * the element's own font) around its baseline, against the clipping box. Returns pixels cut.
 */
function clippedInk(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
    const results: string[] = []
    for (const marked of document.querySelectorAll<HTMLElement>('[data-clip]')) {
      const walker = document.createTreeWalker(marked, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || !node.textContent?.trim()) continue
        let clipper: HTMLElement | null = parent
        while (clipper && getComputedStyle(clipper).overflowY === 'visible')
          clipper = clipper.parentElement
        if (!clipper || clipper === document.body) continue
        // An empty inline-block's bottom edge sits on the baseline of the line it is on. The text
        // goes into a span with it for the measure, so that in a flex box both stay one item.
        const wrapper = document.createElement('span')
        const marker = document.createElement('span')
        marker.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline'
        parent.replaceChild(wrapper, node)
        wrapper.append(marker, node)
        const baseline = marker.getBoundingClientRect().bottom
        parent.replaceChild(node, wrapper)
        const box = clipper.getBoundingClientRect()
        // Lines a clamp hides on purpose
        if (baseline > box.bottom) continue
        const style = getComputedStyle(parent)
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const ink = canvas.measureText(node.textContent)
        const top = box.top - (baseline - ink.actualBoundingBoxAscent)
        const bottom = baseline + ink.actualBoundingBoxDescent - box.bottom
        const cut = Math.max(top, bottom)
        if (cut > 0.5)
          results.push(
            `${cut.toFixed(1)} px cut (${top > bottom ? 'top' : 'bottom'}) in ${clipper.className.split(' ')[0]}: ${node.textContent.slice(0, 20)}`,
          )
      }
    }
    return results
  })
}

async function fontOfFirstBurmeseTitle(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts.map(
    (font) =>
      `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}: ${font.glyphCount} glyphs`,
  )
}

async function main() {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH')
  mkdirSync(outDir, { recursive: true })
  const { server, origin } = await serve()
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const failures: string[] = []
  try {
    for (const lang of ['my', 'en'] as const) {
      for (const width of [390, 1280]) {
        const page = await browser.newPage({
          viewport: { width, height: 900 },
          deviceScaleFactor: width < 800 ? 2 : 1,
        })
        const fonts: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'font')
            fonts.push(path.basename(new URL(request.url()).pathname))
        })
        page.on('response', (response) => {
          if (response.request().resourceType() === 'font' && !response.ok())
            failures.push(`${lang}: ${response.url()} answered ${response.status()}`)
        })
        await page.goto(`${origin}/${lang}`, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.fonts.ready)
        const label = `${lang} at ${width}`
        const overflow = await overflowing(page)
        if (overflow.page)
          failures.push(`${label}: the page is wider than the window (${overflow.page})`)
        for (const wide of overflow.wide) failures.push(`${label}: text overflows its box: ${wide}`)
        for (const cut of await clippedInk(page)) failures.push(`${label}: ${cut}`)
        if (lang === 'en' && fonts.length > 0)
          failures.push(`${label}: requested ${fonts.join(', ')}`)
        if (lang === 'my') {
          const used = await fontOfFirstBurmeseTitle(page)
          console.log(
            `${label}: fonts ${fonts.join(', ')}; the h1 is drawn with ${used.join(', ')}`,
          )
          if (!used.some((font) => font.startsWith('Noto Sans Myanmar (web font)')))
            failures.push(`${label}: h1 not in the web font`)
          if (fonts.length > 1) failures.push(`${label}: requested ${fonts.length} font files`)
          const lines = await drawnLines(page)
          console.log(
            `${label}: the unbroken paragraph in ${lines.length} lines:\n  ${lines.join('\n  ')}`,
          )
          lines.slice(1).forEach((line, i) => {
            if (!startsSyllable(line, lines[i] as string))
              failures.push(
                `${label}: a line breaks inside a syllable: …${lines[i]?.slice(-3)} | ${line.slice(0, 3)}…`,
              )
          })
        }
        await page.screenshot({ path: path.join(outDir, `${lang}-${width}.png`), fullPage: true })
        // Close-ups at full resolution, where a cut mark would show.
        if (width === 390) {
          await page
            .locator('.mantine-Card-root')
            .screenshot({ path: path.join(outDir, `${lang}-card.png`) })
          await page
            .locator('h4')
            .screenshot({ path: path.join(outDir, `${lang}-clamped-title.png`) })
          await page
            .locator('.mantine-NavLink-root')
            .screenshot({ path: path.join(outDir, `${lang}-nav-link.png`) })
        }
        await page.close()
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
  console.log(`Screenshots in ${outDir}`)
  if (failures.length > 0) {
    console.error(failures.join('\n'))
    process.exit(1)
  }
  console.log(
    'Burmese text renders within its boxes, in Noto Sans Myanmar; English pages load no font.',
  )
}

await main()

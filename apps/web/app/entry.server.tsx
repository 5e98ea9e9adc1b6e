import { existsSync, readFileSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'
import {
  FIRST_PAINT_STYLESHEET_FILE,
  type LandingStylesheets,
  paintsWithFirstPaintStylesheet,
} from './lib/first-paint-stylesheet.ts'
import { scriptsAfterFirstPaint } from './lib/scripts-after-first-paint.ts'
import { setTranslationListScripts } from './lib/texts-used.tsx'
import { loadAllTexts } from './locales/texts-registry.ts'

export const streamTimeout = 5_000

// Every translation, loaded once before the first page: server renders never wait on a chunk.
const textsLoaded = loadAllTexts()

// Beside the server build (build/server/index.js): the scripts of the list of translation files,
// named as module preloads on translated pages (vite-plugins/translation-list.ts). A development
// server has no such file.
const translationListFile = new URL('../translation-list.json', import.meta.url)
if (existsSync(translationListFile))
  setTranslationListScripts(JSON.parse(readFileSync(translationListFile, 'utf8')))

// Also beside it: the first-paint stylesheet and the whole one (vite-plugins/first-paint-stylesheet.ts).
const stylesheetsFile = new URL(`../${FIRST_PAINT_STYLESHEET_FILE}`, import.meta.url)
const stylesheets: LandingStylesheets | undefined = existsSync(stylesheetsFile)
  ? JSON.parse(readFileSync(stylesheetsFile, 'utf8'))
  : undefined

/** The landing pages, when found, paint with the small stylesheet (decision 070). */
function stylesheetsOf(status: number, routerContext: EntryContext) {
  const page = routerContext.staticHandlerContext.matches.at(-1)?.route.id
  return status === 200 && paintsWithFirstPaintStylesheet(page) ? stylesheets : undefined
}

/**
 * React Router's own Node entry, plus the page's Content-Security-Policy nonce (made per request
 * by the API's security headers, decision 031): ServerRouter gives it to <Scripts>,
 * <ScrollRestoration> and its other inline scripts, React to the scripts that stream in deferred
 * content. Crawlers get the whole page at once.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  await textsLoaded
  const nonce = loadContext.cspNonce
  const userAgent = request.headers.get('user-agent')
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )
    const start = () => {
      shellRendered = true
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId)
          timeoutId = undefined
          callback()
        },
      })
      responseHeaders.set('Content-Type', 'text/html')
      // A page for a browser that asks to save data has smaller pictures (lib/save-data.ts).
      responseHeaders.append('Vary', 'Save-Data')
      // The page's scripts start downloading after its first paint (decision 060), with the rest of
      // the stylesheet on the pages that painted with the first-paint one (decisions 070, 076).
      pipe(scriptsAfterFirstPaint(stylesheetsOf(responseStatusCode, routerContext))).pipe(body)
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      )
    }
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A boundary whose content is ready goes out in place, however large. React otherwise
        // sends one of more than 12.8 KB after the shell, to be moved in by a script, and the
        // page's frame (main-layout.tsx puts each part in a boundary of its own) painted before
        // its content, which reached the screen 0.5-1 s later on a slow phone.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(waitForAll ? { onAllReady: start } : { onShellReady: start }),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

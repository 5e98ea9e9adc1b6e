import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import {
  type LandingStylesheets,
  linksWholeStylesheet,
  withFirstPaintStylesheet,
} from './first-paint-stylesheet.ts'

// What React Router's <Scripts> writes into a page's shell: one module preload per script the
// page needs, and one inline module that imports the page's route modules and starts hydration.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const INLINE_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/

/**
 * A page's scripts start downloading once the browser has painted the server's HTML (decision
 * 060). Each module preload and the inline module of React Router's <Scripts> is taken out of the
 * shell; a small inline script puts them back once the first paint is on the screen. On a slow
 * phone the render-blocking stylesheet then has the connection to itself instead of sharing it
 * with about 150 KB of scripts, and the page shows its content sooner; it becomes interactive a little later,
 * while the forms are held until it does (decision 055). A page opened in a background tab, which
 * paints no frame, starts them at once, and so does a page hidden before its first frame.
 *
 * The shell (everything up to that inline module) is held back until it is complete and changed in
 * one piece, so no tag is split between chunks; what streams after it (deferred sections) passes
 * through as it comes. A page without that module is sent unchanged.
 */
export function scriptsAfterFirstPaint(stylesheets?: LandingStylesheets): Transform {
  // A chunk may end inside a Burmese letter (three bytes in UTF-8): the decoder keeps the part
  // for the next chunk instead of turning it into a replacement character.
  const decoder = new StringDecoder('utf8')
  let shell = ''
  let shellDone = false
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk)
      if (shellDone) return callback(null, text)
      shell += text
      if (!INLINE_MODULE.test(shell)) return callback()
      shellDone = true
      callback(null, withScriptsAfterFirstPaint(shell, stylesheets))
    },
    flush(callback) {
      const rest = (shellDone ? '' : shell) + decoder.end()
      callback(null, rest === '' ? undefined : rest)
    },
  })
}

/**
 * The shell with its module preloads and inline module started after the first paint; given
 * `stylesheets`, it links the small first-paint stylesheet instead of the whole one and adds the
 * later stylesheet, the rest of the whole one, when the scripts start loading; the page hydrates
 * once it has arrived (decisions 070 and 076): nothing the scripts render can then show without
 * its styles.
 */
export function withScriptsAfterFirstPaint(
  shell: string,
  stylesheets?: LandingStylesheets,
): string {
  const module = INLINE_MODULE.exec(shell)
  if (!module) return shell
  const [, nonce = '', code = ''] = module
  const preloads = [...new Set([...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href))]
  const landing = stylesheets && linksWholeStylesheet(shell, stylesheets) ? stylesheets : undefined
  const loader = `<script nonce="${nonce}">${startAfterFirstPaint(preloads, nonce, code, landing?.later)}</script>`
  const page = landing ? withFirstPaintStylesheet(shell, landing) : shell
  return page.replace(MODULE_PRELOAD, '').replace(INLINE_MODULE, () => loader)
}

/**
 * The inline script that adds the preloads and the module once the first contentful paint is on
 * the screen: its Paint Timing entry is reported after the frame is presented, where a
 * requestAnimationFrame callback runs before the frame is even drawn (a Burmese page's first
 * frame took 50-80 ms more to reach the screen, enough for the scripts to arrive first). A browser
 * without Paint Timing waits for one frame instead; none waits more than three seconds.
 */
function startAfterFirstPaint(
  preloads: (string | undefined)[],
  nonce: string,
  code: string,
  stylesheet: string | undefined,
) {
  // JSON is valid JavaScript; `<` escaped so that no "</script>" can end the inline script early.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')
  return [
    '(function(){var started=false;function start(){if(started)return;started=true;var d=document;',
    `function run(){var s=d.createElement('script');s.type='module';s.nonce=${literal(nonce)};s.textContent=${literal(code)};d.body.appendChild(s)}`,
    // The later stylesheet first, after every other one in the head (first-paint-stylesheet.ts).
    stylesheet
      ? `var c=d.createElement('link');c.rel='stylesheet';c.href=${literal(stylesheet)};c.onload=c.onerror=run;d.head.appendChild(c);`
      : '',
    // Each preload in a task of its own: twenty appended in one task took 10-36 ms (2-core AMD
    // EPYC), a long task of up to 150 ms on the phone that Lighthouse's 4x stands for.
    `${literal(preloads)}.forEach(function(href){setTimeout(function(){var l=d.createElement('link');l.rel='modulepreload';l.href=href;d.head.appendChild(l)})});`,
    stylesheet ? '}' : 'run()}',
    "if(document.hidden)return start();document.addEventListener('visibilitychange',start);setTimeout(start,3000);",
    "var P=typeof PerformanceObserver=='function'?PerformanceObserver:null;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
    "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true})",
    '}else requestAnimationFrame(function(){setTimeout(start,0)})})()',
  ].join('')
}

// The variable font's files: every weight from 400 to 700 (styles/myanmar-font.css, decision 065).
import burmeseLetters from '../styles/fonts/noto-sans-myanmar-burmese.woff2?url'
import wholeFont from '../styles/fonts/noto-sans-myanmar-whole.woff2?url'

// The ranges of styles/myanmar-font.css's faces (a test keeps them alike). The line family covers
// the space and the joiners as well.
const BURMESE_RANGE = 'U+1000-104F, U+25CC'
const WHOLE_RANGE = 'U+1000-109F, U+25CC, U+A92E, U+A9E0-A9FE, U+AA60-AA7F, U+116D0-116E3'
const LINES_BURMESE_RANGE = 'U+0020, U+00A0, U+1000-104F, U+200C-200D, U+25CC'
const LINES_WHOLE_RANGE =
  'U+0020, U+00A0, U+1000-109F, U+200C-200D, U+25CC, U+A92E, U+A9E0-A9FE, U+AA60-AA7F, U+116D0-116E3'

/**
 * The faces that give Burmese text its real weights, in the order the stylesheet declares its
 * regular ones: per family the whole font, then the Burmese letters (the later face wins).
 */
export const VARIABLE_FACES = [
  { family: 'Noto Sans Myanmar', file: wholeFont, range: WHOLE_RANGE },
  { family: 'Noto Sans Myanmar', file: burmeseLetters, range: BURMESE_RANGE },
  { family: 'Noto Sans Myanmar Lines', file: wholeFont, range: LINES_WHOLE_RANGE },
  { family: 'Noto Sans Myanmar Lines', file: burmeseLetters, range: LINES_BURMESE_RANGE },
] as const

const FAMILIES: ReadonlySet<string> = new Set(VARIABLE_FACES.map((face) => face.family))

/** Whether the page has drawn Burmese text, that is fetched one of the stylesheet's faces. */
function burmeseShown(fonts: FontFaceSet): boolean {
  for (const face of fonts) {
    if (FAMILIES.has(face.family.replaceAll('"', '')) && face.status !== 'unloaded') return true
  }
  return false
}

/** The variable font's faces, the Burmese letters' ones made from `letters`, the file's bytes. */
function variableFaces(letters: ArrayBuffer): FontFace[] {
  return VARIABLE_FACES.map(
    ({ family, file, range }) =>
      new FontFace(
        family,
        file === burmeseLetters ? letters : `url(${JSON.stringify(file)}) format("woff2")`,
        {
          weight: '400 700',
          display: 'swap',
          unicodeRange: range,
        },
      ),
  )
}

let fetched = false
/**
 * The Burmese letters' file once it has arrived, waiting for a moment when adding its faces costs
 * nothing. Kept as bytes: making a face from them decodes the font at once, a task of its own.
 */
let waitingLetters: ArrayBuffer | undefined

/**
 * Once the page has loaded, fetches the variable font that gives bold and semi-bold Burmese text
 * their own shapes, in place of the regular face the page was first painted with (bold drawn by
 * the browser). Its 41 KB then no longer compete with the stylesheet and the pictures of the first
 * paint. An English page fetches it only if it has drawn Burmese text (a fragment marked
 * lang="my"); called again when the shopper moves to Burmese pages inside the app. Once per page
 * load.
 *
 * The faces are not added as soon as the file arrives: adding a font lays out every line of the
 * page again (20-30 ms on a Burmese page here, over 250 ms on a slow phone), just when the shopper
 * starts to scroll and tap. They wait for a moment when that costs nothing: the next page inside
 * the app (`addWaitingBurmeseFontWeights`, in the same layout as the new page) or the tab being
 * hidden (decision 079).
 *
 * The Burmese letters' file is fetched and ready before its faces are added, so text never falls
 * back to the phone's font meanwhile (many phones in Myanmar draw Zawgyi shapes); the whole
 * font's faces load only where a page shows its letters, as in the stylesheet. The letters' faces
 * are made from the file's bytes, not from its address: Chromium lays the whole page out again
 * when a face loaded from an address arrives, even one not yet added to the page's fonts, and then
 * once more when it is added. Made from bytes, only the adding lays the page out (decision 076).
 */
export function loadBurmeseFontWeights(burmesePage: boolean): void {
  const start = () => {
    if (fetched || !(burmesePage || burmeseShown(document.fonts))) return
    fetched = true
    fetch(burmeseLetters)
      .then((answer) => (answer.ok ? answer.arrayBuffer() : Promise.reject(answer.status)))
      .then((letters) => {
        waitingLetters = letters
        if (document.visibilityState === 'hidden') addWaitingBurmeseFontWeights()
        else document.addEventListener('visibilitychange', addWhenHidden)
      })
      // Offline or failed: the page keeps its regular face and drawn bold; a later call tries again.
      .catch(() => {
        fetched = false
      })
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

function addWhenHidden() {
  if (document.visibilityState === 'hidden') addWaitingBurmeseFontWeights()
}

/**
 * Adds the variable font's faces if their file has arrived. Called as a new page inside the app
 * is put in place, before the browser lays it out: the one layout then covers both. A face made
 * from bytes is loaded as soon as it is made, so the page's next layout already uses it.
 */
export function addWaitingBurmeseFontWeights(): void {
  if (!waitingLetters) return
  for (const face of variableFaces(waitingLetters)) document.fonts.add(face)
  waitingLetters = undefined
  document.removeEventListener('visibilitychange', addWhenHidden)
}

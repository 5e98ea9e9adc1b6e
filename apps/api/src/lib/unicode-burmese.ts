/**
 * Whether text is well-formed Unicode Burmese: every sign stands where Unicode's order puts it.
 *
 * Zawgyi stores letters in the order they are drawn, Unicode in the order they are read, and the
 * difference shows even in one word. Zawgyi puts ေ (U+1031) and its ya-yit (U+103B) before the
 * consonant, so they start a word or follow a vowel sign; its asat is U+1039, which in Unicode
 * must sit between two consonants that stack in Pali spelling (စ္စ, န္တ, မ္ဘ…), not end a
 * syllable before any letter (တစ္ခု); its ya-pin is U+103A, Unicode's asat, which no vowel sign may
 * follow (မ်ား); it writes ံ before ု (ပံု). A Unicode word never does these things, so text that
 * breaks none of them is Unicode as typed and is not converted, whatever the statistical detector
 * says (on short words it says "Zawgyi" for valid Unicode such as မေတ္တာ).
 *
 * Letters of other languages in the Myanmar block (Shan, Mon, Karen) and Zawgyi's own glyph code
 * points are not Burmese: for them this answers false, and the detector alone decides.
 */

const NGA = 0x1004
const HA = 0x101f
const MA = 0x1019
const VOWEL_U = 0x102f
const VOWEL_UU = 0x1030
const VOWEL_E = 0x1031
const ANUSVARA = 0x1036
const DOT_BELOW = 0x1037
const VISARGA = 0x1038
const VIRAMA = 0x1039
const ASAT = 0x103a
const MEDIAL_YA = 0x103b
const ZERO_WIDTH_JOINERS = new Set([0x200c, 0x200d])
const NO_LETTER = -1

function isConsonant(code: number): boolean {
  return (code >= 0x1000 && code <= 0x1021) || code === 0x103f
}

/**
 * What a syllable starts on: consonants, independent vowels, ၎, and digits (typed for ဝ and ရ).
 */
function isSyllableBase(code: number): boolean {
  return (
    isConsonant(code) ||
    (code >= 0x1023 && code <= 0x102a && code !== 0x1028) ||
    (code >= 0x1040 && code <= 0x1049) ||
    code === 0x104e
  )
}

function isMedial(code: number): boolean {
  return code >= 0x103b && code <= 0x103e
}

/** Vowel signs and anusvara, each after its consonant and medials (Mon's U+1033–U+1035 left out). */
function isVowelSign(code: number): boolean {
  return (code >= 0x102b && code <= 0x1032) || code === ANUSVARA
}

function isSign(code: number): boolean {
  return (
    isMedial(code) ||
    isVowelSign(code) ||
    code === DOT_BELOW ||
    code === VISARGA ||
    code === VIRAMA ||
    code === ASAT
  )
}

/** Myanmar-block code points Burmese Unicode does not use: other languages' letters, or Zawgyi's. */
function isOutsideBurmese(code: number): boolean {
  return (
    code === 0x1028 ||
    (code >= 0x1033 && code <= 0x1035) ||
    (code >= 0x1050 && code <= 0x109f) ||
    (code >= 0xa9e0 && code <= 0xa9ff) ||
    (code >= 0xaa60 && code <= 0xaa7f)
  )
}

/** Rows of the Pali consonant table (five letters each); Burmese stacks a consonant within its row. */
const PALI_ROW_STARTS = [0x1000, 0x1005, 0x100b, 0x1010, 0x1015]
const PALI_ROWS_IRREGULAR: Record<number, number> = { 4105: 0x1005 + 4, 4106: 0x1005 + 4 }

function paliPosition(code: number): { row: number; column: number } | undefined {
  const normal = PALI_ROWS_IRREGULAR[code] ?? code
  for (const [row, start] of PALI_ROW_STARTS.entries())
    if (normal >= start && normal < start + 5) return { row, column: normal - start }
  return undefined
}

/**
 * Whether upper can stand over lower (upper U+1039 lower): in its Pali row, a first letter over the
 * first or second (က္က, က္ခ), a third over the third or fourth (ဂ္ဂ, ဒ္ဓ), the row's nasal over any
 * (န္တ, မ္ဘ; not င, see below); besides, doubled လ, သ, ဠ, and ဟ over မ (ဗြဟ္မာ).
 */
function stacks(upper: number, lower: number): boolean {
  if (upper === lower && [0x101c, 0x101e, 0x1020].includes(upper)) return true
  if (upper === HA && lower === MA) return true
  const top = paliPosition(upper)
  const bottom = paliPosition(lower)
  if (!top || !bottom || top.row !== bottom.row) return false
  // A row's nasal stacks over its row, except င: Burmese writes that as kinzi (င်္က), never င္က.
  if (top.column === 4) return upper !== NGA
  if (top.column === 0 || top.column === 2)
    return bottom.column - top.column <= 1 && bottom.column >= top.column
  return false
}

/** Whether the sign at word[i] stands where Unicode puts it. */
function signInPlace(word: number[], i: number): boolean {
  const code = word[i] ?? NO_LETTER
  const before = word[i - 1] ?? NO_LETTER
  const twoBefore = word[i - 2] ?? NO_LETTER
  const after = word[i + 1] ?? NO_LETTER
  if (before === NO_LETTER || before === code) return false
  if (code === VIRAMA) {
    const kinzi = before === ASAT && twoBefore === NGA && isConsonant(after)
    return kinzi || (isConsonant(before) && stacks(before, after))
  }
  if (before === VIRAMA) return false
  if (isMedial(code))
    return (
      isSyllableBase(before) ||
      (isMedial(before) && before < code) ||
      (code === MEDIAL_YA && before === ASAT)
    )
  if (code === VOWEL_E) return isSyllableBase(before) || isMedial(before)
  if (code === ASAT) {
    // An asat closes a syllable, so the consonant it kills follows that syllable's start.
    const closesSyllable = isSyllableBase(before) && twoBefore !== NO_LETTER
    return closesSyllable || isMedial(before) || [0x102b, 0x102c, DOT_BELOW].includes(before)
  }
  if (isVowelSign(code)) {
    // ကျွန်ုပ် ("I") is the one word spelt with ု after an asat.
    if (before === ASAT) return code === VOWEL_U
    return !((code === VOWEL_U || code === VOWEL_UU) && before === ANUSVARA)
  }
  if (code === VISARGA) return !isConsonant(before) && !isMedial(before)
  return true
}

/** The text's runs of Burmese letters and signs: a sign cannot reach across a space or a comma. */
function burmeseWords(text: string): number[][] {
  const words: number[][] = []
  let word: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (ZERO_WIDTH_JOINERS.has(code)) continue
    if (isSyllableBase(code) || isSign(code) || isOutsideBurmese(code)) word.push(code)
    else if (word.length > 0) {
      words.push(word)
      word = []
    }
  }
  return word.length > 0 ? [...words, word] : words
}

/** Whether the text has Myanmar-block letters Burmese does not use (Shan, Mon, Karen, Zawgyi's glyphs). */
export function hasNonBurmeseMyanmarLetters(text: string): boolean {
  return [...text].some((char) => isOutsideBurmese(char.codePointAt(0) ?? 0))
}

export function isWellFormedUnicodeBurmese(text: string): boolean {
  return burmeseWords(text).every((word) =>
    word.every((code, i) => !isOutsideBurmese(code) && (!isSign(code) || signInPlace(word, i))),
  )
}

import myanmarTools from 'myanmar-tools'

/**
 * Above this probability text is taken for Zawgyi and converted. It is the threshold Google's
 * myanmar-tools documents for converting without a person looking: fewer than 1% of Unicode
 * strings are wrongly flagged. Its model (not a rule of hand) keeps Shan and Mon text, which
 * share the Myanmar block, from being taken for Zawgyi.
 */
export const ZAWGYI_THRESHOLD = 0.95

const MYANMAR_LETTER = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/
const detector = new myanmarTools.ZawgyiDetector()
const converter = new myanmarTools.ZawgyiConverter()

/** Unicode as it is; Zawgyi (many phones still type it) converted to Unicode. */
export function zawgyiToUnicode(text: string): string {
  if (!MYANMAR_LETTER.test(text)) return text
  return detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD
    ? converter.zawgyiToUnicode(text)
    : text
}

import myanmarTools from 'myanmar-tools'
import { hasNonBurmeseMyanmarLetters, isWellFormedUnicodeBurmese } from './unicode-burmese.ts'

/**
 * Above this probability the detector alone may convert: the threshold Google's myanmar-tools
 * documents for converting without a person looking. It is the only test for text with Shan,
 * Mon or Zawgyi-only code points, where the letters' order proves nothing (decision 036).
 */
export const ZAWGYI_THRESHOLD = 0.95

/**
 * For Burmese letters in an order Unicode never uses, which the conversion puts right, the
 * detector only has to not be sure of Unicode. Short Zawgyi words score anywhere (လိပ္စာ 0.949,
 * တစ္ခု 0.948), while every Unicode text in the corpus that breaks the order scored 0.000.
 */
export const MISPLACED_SIGNS_THRESHOLD = 0.05

const MYANMAR_LETTER = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/
const detector = new myanmarTools.ZawgyiDetector()
const converter = new myanmarTools.ZawgyiConverter()

/**
 * Unicode as it is; Zawgyi (many phones still type it) converted to Unicode. Well-formed Unicode
 * Burmese is never converted: on short words the detector takes valid Unicode for Zawgyi
 * (မေတ္တာ, ရေမလိုပါ) and the conversion would break it.
 */
export function zawgyiToUnicode(text: string): string {
  if (!MYANMAR_LETTER.test(text) || isWellFormedUnicodeBurmese(text)) return text
  const converted = converter.zawgyiToUnicode(text)
  if (converted === text) return text
  const probability = detector.getZawgyiProbability(text)
  if (probability > ZAWGYI_THRESHOLD) return converted
  const signsPutRight = !hasNonBurmeseMyanmarLetters(text) && isWellFormedUnicodeBurmese(converted)
  return signsPutRight && probability > MISPLACED_SIGNS_THRESHOLD ? converted : text
}

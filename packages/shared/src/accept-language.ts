import { isLanguage, type Language } from './language.ts'

/**
 * The shop language an `Accept-Language` header prefers most: its ranges by q-value (highest
 * first, the header's order breaking ties), each read by its primary subtag ('my-MM' → 'my',
 * 'en-GB' → 'en'). Undefined when it names none of the shop's languages ('fr', '*', no header),
 * so the caller can fall back to a saved choice. A range with q=0 is a refusal, never chosen.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => /^q=/i.test(param))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return {
        tag: range.trim().toLowerCase(),
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      }
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0]
    if (isLanguage(primary)) return primary
  }
  return undefined
}

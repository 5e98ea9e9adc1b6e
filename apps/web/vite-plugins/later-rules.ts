/**
 * The stylesheet a landing page adds after its first paint (decision 070, decision 076): the rules
 * of the app's stylesheet that the first-paint one lacks, so that the two together style every
 * page the shopper goes on to, in the whole stylesheet's cascade.
 *
 * Why not the whole stylesheet, as before: it repeats the base rules and the theme's variables,
 * so adding it made the browser work out every element's style again (20-30 ms on a fast laptop,
 * four times that on the phone Lighthouse plays, one long task before the page answers). Rules
 * that select only classes the page does not show touch no element when they arrive.
 *
 * The order of two rules decides only between rules of the same specificity that set the same
 * property on the same element. The later stylesheet comes after the first-paint one, so a later
 * rule that stood before a first-paint rule in the whole stylesheet would now win where it lost.
 * Each first-paint rule that could be such a pair's loser is copied to its place in the later
 * stylesheet, and so, in turn, is each first-paint rule after it that could meet the copy: then
 * every pair that can meet keeps the whole stylesheet's order. "Could meet" is judged without the
 * page: the same specificity and a property in common (shorthands with their longhands).
 */
import { blocks, canApplyFirst, GROUPING, selectors } from './first-paint-rules.ts'

interface Rule {
  /** The at-rules around it, outermost first (`@media (min-width:48em)`). */
  wrappers: string[]
  text: string
  first: boolean
  properties: Set<string>
  specificities: Set<string>
}

/** Whole stylesheet → the later stylesheet's rules, in the whole one's order. */
export function laterRules(css: string, loadsFirst: (className: string) => boolean): string {
  const rules = flatRules(css, [], loadsFirst)
  const later = rules.map((rule) => !rule.first)
  // Breadth-first over "must come after": each rule of the later stylesheet, then each copy.
  const waiting = rules.flatMap((rule, index) => (rule.first ? [] : [index]))
  while (waiting.length > 0) {
    const index = waiting.shift() as number
    for (let next = index + 1; next < rules.length; next++) {
      if (later[next] || !couldMeet(rules[index] as Rule, rules[next] as Rule)) continue
      later[next] = true
      waiting.push(next)
    }
  }
  return joinWrapped(rules.filter((_, index) => later[index]))
}

function flatRules(
  css: string,
  wrappers: string[],
  loadsFirst: (className: string) => boolean,
): Rule[] {
  return blocks(css).flatMap((block) => {
    if (GROUPING.test(block.prelude))
      return flatRules(block.body, [...wrappers, block.prelude], loadsFirst)
    const atRule = block.prelude.startsWith('@')
    return [
      {
        wrappers,
        text: block.text,
        // Fonts and keyframes carry no class and always stand in the first-paint stylesheet.
        first: atRule || canApplyFirst(block.prelude, loadsFirst),
        properties: atRule ? new Set() : propertiesOf(block.body),
        specificities: atRule
          ? new Set()
          : new Set(selectors(block.prelude).map((selector) => specificity(selector.trim()))),
      },
    ]
  })
}

function couldMeet(a: Rule, b: Rule): boolean {
  const sameProperty =
    a.properties.has(ALL) ||
    b.properties.has(ALL) ||
    [...a.properties].some((property) => b.properties.has(property))
  if (!sameProperty) return false
  if (a.specificities.has(UNKNOWN) || b.specificities.has(UNKNOWN)) return true
  return [...a.specificities].some((value) => b.specificities.has(value))
}

/** Rules back into text, neighbours under the same at-rules sharing one block. */
function joinWrapped(rules: Rule[]): string {
  let css = ''
  let open: string[] = []
  for (const rule of rules) {
    const same =
      open.length === rule.wrappers.length && open.every((w, i) => w === rule.wrappers[i])
    if (!same) {
      css += '}'.repeat(open.length) + rule.wrappers.map((wrapper) => `${wrapper}{`).join('')
      open = rule.wrappers
    }
    css += rule.text
  }
  return css + '}'.repeat(open.length)
}

/** A property's family: a shorthand and its longhands are one (`margin`, `margin-top`). */
function family(property: string): string {
  const name = property
    .trim()
    .toLowerCase()
    .replace(/^-(webkit|moz|ms)-/, '')
  if (name.startsWith('--')) return name
  if (name === 'all') return ALL
  if (/^(top|right|bottom|left|inset)\b/.test(name)) return 'inset'
  if (/^((row|column|grid)-)?gap$/.test(name)) return 'gap'
  if (/^(align|justify|place)-/.test(name)) return 'place'
  if (name === 'line-height') return 'font'
  if (/^columns?\b/.test(name)) return 'column'
  return name.split('-')[0] as string
}

const ALL = 'all'
const UNKNOWN = '?'

function propertiesOf(body: string): Set<string> {
  // A nested block (not written by our build today) could set anything.
  if (body.includes('{')) return new Set([ALL])
  const found = new Set<string>()
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon > 0) found.add(family(declaration.slice(0, colon)))
  }
  return found
}

/** What a selector part adds to its specificity: ids, classes (and kin), types (and kin). */
const COUNTED: [RegExp, 0 | 1 | 2][] = [
  [/\[[^\]]*\]/g, 1],
  [/::?(?:before|after|first-line|first-letter)\b|::[\w-]+(?:\([^)]*\))?/g, 2],
  [/:[\w-]+(?:\([^)]*\))?/g, 1],
  [/#[\w-]+/g, 0],
  [/\.[\w-]+/g, 1],
  [/(?<![\w-])[a-zA-Z][\w-]*/g, 2],
]

/**
 * A selector's specificity as "ids,classes,types" (Selectors level 4): `:where()` counts nothing,
 * `:is()`, `:not()` and `:has()` their most specific argument. A selector it cannot read all of
 * is UNKNOWN, which can meet every specificity.
 */
export function specificity(selector: string): string {
  const total: [number, number, number] = [0, 0, 0]
  const add = (value: string) => {
    const [ids = 0, classes = 0, types = 0] = value.split(',').map(Number)
    total[0] += ids
    total[1] += classes
    total[2] += types
  }
  let unknown = false
  let rest = selector.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, ' ')
  rest = rest.replace(/:(?:is|not|has)\(((?:[^()]|\([^()]*\))*)\)/g, (_match, inner: string) => {
    const values = selectors(inner).map((part) => specificity(part.trim()))
    if (values.includes(UNKNOWN)) unknown = true
    else add(values.sort(bySpecificity).at(-1) ?? '0,0,0')
    return ' '
  })
  for (const [pattern, slot] of COUNTED)
    rest = rest.replace(pattern, () => {
      total[slot]++
      return ' '
    })
  return unknown || rest.replace(/[\s>+~*]/g, '') !== '' ? UNKNOWN : total.join(',')
}

function bySpecificity(a: string, b: string): number {
  const [x, y] = [a.split(',').map(Number), b.split(',').map(Number)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0)
  return 0
}

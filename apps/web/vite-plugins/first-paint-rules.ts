/**
 * Picking the rules of the app's stylesheet that a shop page's first paint can need
 * (first-paint-stylesheet.ts, decision 070), by the class names the rules select and the code
 * the page loads before it hydrates.
 */

/** Class names the build makes: Mantine's (`m_77c9d27d`) and our CSS modules' (`_bar_1lq9q_1`). */
const BUILT_CLASS = /\.(m_[0-9a-f]{8}|_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)(?![\w-])/g
/**
 * Pseudo-classes whose arguments need not all match (`:is(.a,.b)`, `:not(.a)`): the classes in
 * them are not counted, so a rule with them stays unless its other classes load later.
 */
const ALTERNATIVES = /:(?:is|where|not|has)\([^()]*\)/g
/** At-rules whose inner rules are picked one by one; any other block is kept whole. */
export const GROUPING = /^@(media|supports|container|layer)\b/

/** A selector list split at its top-level commas (not those inside `:is(…)` or `[…]`). */
export function selectors(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const char = list[i]
    if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i))
      start = i + 1
    }
  }
  parts.push(list.slice(start))
  return parts
}

/** The top-level blocks of a (minified) stylesheet: `prelude{body}` each, or `@import …;`. */
export function blocks(css: string): { prelude: string; body: string; text: string }[] {
  const found: { prelude: string; body: string; text: string }[] = []
  let depth = 0
  let start = 0
  let open = 0
  let quote = ''
  for (let i = 0; i < css.length; i++) {
    const char = css[i]
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') {
      if (depth === 0) open = i
      depth++
    } else if (char === '}') {
      depth--
      if (depth === 0) {
        found.push({
          prelude: css.slice(start, open).trim(),
          body: css.slice(open + 1, i),
          text: css.slice(start, i + 1).trim(),
        })
        start = i + 1
      }
    } else if (char === ';' && depth === 0) {
      found.push({
        prelude: css.slice(start, i + 1).trim(),
        body: '',
        text: css.slice(start, i + 1).trim(),
      })
      start = i + 1
    }
  }
  return found.filter((block) => block.text !== '')
}

/**
 * The rules of `css` that can apply on a first paint, in their order: a rule stays when one of
 * its selectors names only built classes that `loadsFirst` holds (or none at all: elements,
 * `:root`, attributes); `@font-face`, `@keyframes` and the like stay whole; grouping at-rules
 * (`@media`) keep the inner rules that stay, and go when none does.
 */
export function firstPaintRules(css: string, loadsFirst: (className: string) => boolean): string {
  const kept: string[] = []
  for (const block of blocks(css)) {
    if (GROUPING.test(block.prelude)) {
      const inner = firstPaintRules(block.body, loadsFirst)
      if (inner !== '') kept.push(`${block.prelude}{${inner}}`)
    } else if (block.prelude.startsWith('@') || canApplyFirst(block.prelude, loadsFirst)) {
      kept.push(block.text)
    }
  }
  return kept.join('')
}

export function canApplyFirst(selectorList: string, loadsFirst: (className: string) => boolean) {
  return selectors(selectorList).some((selector) => {
    // Innermost first: `:not(:is(.a))` loses `:is(.a)`, then `:not()`.
    let required = selector
    for (let before = ''; before !== required; ) {
      before = required
      required = required.replace(ALTERNATIVES, '')
    }
    return [...required.matchAll(BUILT_CLASS)].every(([, name]) => loadsFirst(name as string))
  })
}

/** Every built class name a stylesheet selects. */
export function builtClasses(css: string): Set<string> {
  return new Set([...css.matchAll(BUILT_CLASS)].map(([, name]) => name as string))
}

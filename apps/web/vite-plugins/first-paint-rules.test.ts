import { describe, expect, it } from 'vitest'
import { firstPaintRules } from './first-paint-rules.ts'

// A minified stylesheet as Vite writes it: base rules, Mantine's classes, our CSS modules' classes.
const CSS = [
  ':root{--mantine-color-red-6:#fa5252}',
  '@font-face{font-family:Noto Sans Myanmar;src:url(data:font/woff2;base64,AA{})}',
  'body{margin:0}',
  '.m_77c9d27d{height:2rem}',
  '.m_38a85659{position:fixed}',
  '._bar_1lq9q_1{color:red}',
  '._dock_mbjoa_4>*{pointer-events:auto}',
  '.m_77c9d27d:where([data-loading]) ._label_1lq9q_9{opacity:0}',
  '.m_38a85659,._bar_1lq9q_1 .m_77c9d27d{z-index:1}',
  ':is(.m_38a85659,.m_77c9d27d){inset:0}',
  '@media (min-width:48em){._bar_1lq9q_1{color:blue}.m_38a85659{left:0}}',
  '@media (min-width:62em){.m_38a85659{left:1rem}}',
  '@keyframes m_spin{to{transform:rotate(1turn)}}',
].join('')

/** Classes the first-load code names: the button and our bar, not the drawer nor the dock. */
const loadsFirst = (name: string) => ['m_77c9d27d', '_bar_1lq9q_1', '_label_1lq9q_9'].includes(name)

describe('the rules of a first paint', () => {
  const rules = firstPaintRules(CSS, loadsFirst)

  it('keeps the rules that select no built class: variables, fonts, elements, keyframes', () => {
    expect(rules).toContain(':root{--mantine-color-red-6:#fa5252}')
    expect(rules).toContain(
      '@font-face{font-family:Noto Sans Myanmar;src:url(data:font/woff2;base64,AA{})}',
    )
    expect(rules).toContain('body{margin:0}')
    expect(rules).toContain('@keyframes m_spin{to{transform:rotate(1turn)}}')
  })

  it('keeps a rule whose classes the first-load code all names, and drops the others', () => {
    expect(rules).toContain('.m_77c9d27d{height:2rem}')
    expect(rules).toContain('._bar_1lq9q_1{color:red}')
    expect(rules).toContain('.m_77c9d27d:where([data-loading]) ._label_1lq9q_9{opacity:0}')
    expect(rules).not.toContain('.m_38a85659{position:fixed}')
    expect(rules).not.toContain('._dock_mbjoa_4')
  })

  it('keeps a selector list whole when one of its selectors can apply', () => {
    expect(rules).toContain('.m_38a85659,._bar_1lq9q_1 .m_77c9d27d{z-index:1}')
    expect(rules).toContain(':is(.m_38a85659,.m_77c9d27d){inset:0}')
  })

  it('keeps the inner rules of a media query that can apply, and drops a query left empty', () => {
    expect(rules).toContain('@media (min-width:48em){._bar_1lq9q_1{color:blue}}')
    expect(rules).not.toContain('@media (min-width:62em)')
  })

  it('keeps the stylesheet’s order', () => {
    const order = [
      ':root',
      '@font-face',
      'body{',
      '.m_77c9d27d{',
      '._bar_1lq9q_1{',
      '@media',
      '@keyframes',
    ]
    const positions = order.map((part) => rules.indexOf(part))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('keeps everything when the first-load code names every class', () => {
    expect(firstPaintRules(CSS, () => true)).toBe(CSS)
  })
})

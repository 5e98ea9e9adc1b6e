import { describe, expect, it } from 'vitest'
import { firstPaintRules } from './first-paint-rules.ts'
import { laterRules, specificity } from './later-rules.ts'

/** Classes the first-load code names: the button (m_77c9d27d) and our bar; not the drawer. */
const loadsFirst = (name: string) => ['m_77c9d27d', '_bar_1lq9q_1'].includes(name)
const css = (...rules: string[]) => rules.join('')

describe('the later stylesheet', () => {
  it('holds the rules the first-paint one lacks, in order, and none of the base rules', () => {
    const whole = css(
      ':root{--mantine-color-red-6:#fa5252}',
      'body{margin:0}',
      '.m_38a85659{position:fixed}',
      '.m_77c9d27d{height:2rem}',
      '._drawer_abcde_2{inset:0}',
      '@keyframes m_spin{to{transform:rotate(1turn)}}',
    )
    expect(laterRules(whole, loadsFirst)).toBe(
      '.m_38a85659{position:fixed}._drawer_abcde_2{inset:0}',
    )
  })

  it('repeats a first-paint rule that a later rule before it could have overruled', () => {
    // A drawer's title with our bar's class: in the whole stylesheet the bar's colour wins.
    const whole = css('.m_38a85659{color:black}', '._bar_1lq9q_1{color:red}')
    expect(laterRules(whole, loadsFirst)).toBe(whole)
  })

  it('repeats the first-paint rules after a repeated one that it could overrule', () => {
    const whole = css(
      '.m_38a85659{margin-top:1px}',
      '._bar_1lq9q_1{margin:0}',
      '.m_77c9d27d{margin-left:2px}',
      '.m_77c9d27d{padding:0}',
    )
    expect(laterRules(whole, loadsFirst)).toBe(
      css('.m_38a85659{margin-top:1px}', '._bar_1lq9q_1{margin:0}', '.m_77c9d27d{margin-left:2px}'),
    )
  })

  it('leaves a first-paint rule where no earlier later rule can meet it', () => {
    const whole = css(
      '.m_38a85659{color:black}',
      // Another property, or a higher specificity: the order never decides.
      '._bar_1lq9q_1{height:1px}',
      '._bar_1lq9q_1 .m_77c9d27d{color:red}',
    )
    expect(laterRules(whole, loadsFirst)).toBe('.m_38a85659{color:black}')
  })

  it('keeps media queries around their rules, merging neighbours', () => {
    const whole = css(
      '@media (min-width:48em){._bar_1lq9q_1{color:blue}.m_38a85659{left:0}._drawer_abcde_2{left:1px}}',
      '.m_38a85659{top:0}',
    )
    expect(laterRules(whole, loadsFirst)).toBe(
      css(
        '@media (min-width:48em){.m_38a85659{left:0}._drawer_abcde_2{left:1px}}',
        '.m_38a85659{top:0}',
      ),
    )
  })

  it('with the first-paint stylesheet holds every rule of the whole one', () => {
    const whole = css(
      ':root{--x:1}',
      '.m_38a85659{position:fixed}',
      '@media (min-width:48em){._bar_1lq9q_1{color:blue}.m_38a85659{left:0}}',
      '.m_77c9d27d{height:2rem}',
    )
    const both = firstPaintRules(whole, loadsFirst) + laterRules(whole, loadsFirst)
    for (const rule of [
      '.m_38a85659{position:fixed}',
      '._bar_1lq9q_1{color:blue}',
      '.m_38a85659{left:0}',
    ])
      expect(both).toContain(rule)
  })
})

describe('a selector’s specificity', () => {
  it.each([
    ['.a', '0,1,0'],
    ['.a .b>c', '0,2,1'],
    ['a:hover', '0,1,1'],
    ['.m_1:where([data-x]) .b', '0,2,0'],
    [':is(.a,#b) c', '1,0,1'],
    ['.a:not(.b,.c .d)', '0,3,0'],
    ['.a::before', '0,1,1'],
    ['.a:after', '0,1,1'],
    ['[data-x="a.b:c"]', '0,1,0'],
    ['*', '0,0,0'],
  ])('%s is %s', (selector, expected) => {
    expect(specificity(selector)).toBe(expected)
  })

  it('is unknown where it cannot read the selector, and then meets every other', () => {
    expect(specificity('svg|a')).toBe('?')
    expect(
      laterRules('.m_38a85659 svg|a{color:red}._bar_1lq9q_1 .x .y{color:blue}', loadsFirst),
    ).toContain('._bar_1lq9q_1 .x .y{color:blue}')
  })
})

import { describe, expect, it } from 'vitest'
import { tokenizeHtml } from './html.ts'
import { decodeEntities } from './html-entities.ts'
import { cutHtml, htmlText } from './html-text.ts'

describe('tokenizeHtml', () => {
  it('reads tags, attributes in any quoting, and decoded text', () => {
    expect(tokenizeHtml(`<p class=a title='x > y'>Fish &amp; chips</p>`)).toEqual([
      {
        type: 'start',
        name: 'p',
        attrs: [
          ['class', 'a'],
          ['title', 'x > y'],
        ],
        selfClosing: false,
      },
      { type: 'text', text: 'Fish & chips' },
      { type: 'end', name: 'p' },
    ])
  })

  it('leaves out comments and doctypes, and keeps a stray < as text', () => {
    expect(tokenizeHtml('<!doctype html><!-- <p>hidden</p> -->1 < 2')).toEqual([
      { type: 'text', text: '1 ' },
      { type: 'text', text: '<' },
      { type: 'text', text: ' 2' },
    ])
  })

  it('reads script content as text up to its end tag', () => {
    const tokens = tokenizeHtml('<script>if (a<b) x("</p>")</script><p>after</p>')
    expect(tokens[1]).toEqual({ type: 'text', text: 'if (a<b) x("</p>")' })
    expect(tokens.at(-2)).toEqual({ type: 'text', text: 'after' })
  })

  it('drops a tag left unfinished at the end', () => {
    expect(tokenizeHtml('ok<a href="x')).toEqual([{ type: 'text', text: 'ok' }])
  })
})

describe('decodeEntities', () => {
  it('decodes named and numeric references, keeps unknown ones as written', () => {
    expect(decodeEntities('&lt;b&gt; &#169; &#x2764; &nbsp;&unknown; &amp')).toBe(
      '<b> © ❤ \u00a0&unknown; &amp',
    )
    expect(decodeEntities('&#0;')).toBe('\ufffd')
  })
})

describe('htmlText', () => {
  it('separates blocks and collapses whitespace', () => {
    expect(
      htmlText('<p>One</p><ul><li>Two</li><li>Three &amp; four</li></ul>\n\n<p>Five</p>'),
    ).toBe('One Two Three & four Five')
  })

  it('leaves out script and style text', () => {
    expect(htmlText('<style>p{}</style><p>Kept</p><script>gone()</script>')).toBe('Kept')
  })
})

describe('cutHtml', () => {
  it('keeps short HTML as it is', () => {
    const html = '<p>Short <strong>text</strong></p>'
    expect(cutHtml(html, 500)).toEqual({ html, cut: false })
    expect(cutHtml('x'.repeat(10), 10)).toEqual({ html: 'x'.repeat(10), cut: false })
  })

  it('cuts the text, not the markup, and closes what was open', () => {
    const { html, cut } = cutHtml('<p>Hello <strong>brave new</strong> world</p><p>Second</p>', 12)
    expect(cut).toBe(true)
    expect(html).toBe('<p>Hello <strong>brave ...</strong></p>')
  })

  it('counts characters of text, not of markup or entities', () => {
    const { html } = cutHtml('<p><a href="/x?a=1&amp;b=2">A &amp; B</a> rest</p>', 5)
    expect(html).toBe('<p><a href="/x?a=1&amp;b=2">A &amp; B...</a></p>')
  })

  it('counts a run of whitespace as one character', () => {
    expect(cutHtml('a   \n  b c', 3).html).toBe('a   \n  b...')
  })

  it('puts the ellipsis right after the last character and drops what follows', () => {
    expect(cutHtml('<p>abc</p><hr><p>def</p>', 3).html).toBe('<p>abc...</p>')
  })
})

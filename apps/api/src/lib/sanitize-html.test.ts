import { describe, expect, it } from 'vitest'
import { safeHref, sanitizeHtml } from './sanitize-html.ts'

describe('sanitizeHtml', () => {
  it('keeps the formatting descriptions use', () => {
    const html =
      '<p>One <strong>two</strong> <em>three</em></p><ul><li>a</li></ul><h2>T</h2><p>x<br>y</p>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts with their content and event handler attributes', () => {
    expect(
      sanitizeHtml(
        '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><p>ok</p>',
      ),
    ).toBe('<p>Hi</p><p>ok</p>')
  })

  it('drops styles, frames, svg and forms with what they hold', () => {
    expect(
      sanitizeHtml(
        '<style>p{color:red}</style><iframe src="https://evil.example"></iframe><svg><script>x</script><a href="#">in svg</a></svg><svg/><textarea></p><script>x</script></textarea>kept',
      ),
    ).toBe('kept')
  })

  it('unwraps unknown elements but keeps their text, and lowers h1', () => {
    expect(sanitizeHtml('<div class="x"><font color=red>Text</font></div><h1>Head</h1>')).toBe(
      'Text<h2>Head</h2>',
    )
  })

  it('keeps safe links only, marking links to other sites', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href=" data:text/html,<script>">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="/products/2" style="x">in</a>')).toBe(
      '<a href="/products/2">in</a>',
    )
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">out</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=&quot;2&quot;" rel="nofollow noopener noreferrer">out</a>',
    )
  })

  it('escapes text so that nothing in it can become markup', () => {
    // "<scr<script>" is one unknown tag named "scr<script", as a browser reads it.
    expect(sanitizeHtml('1 &lt; 2 &amp;&amp; <scr<script>ipt>alert(1)</script>')).toBe(
      '1 &lt; 2 &amp;&amp; ipt&gt;alert(1)',
    )
    expect(sanitizeHtml('<p>a < b > c "quoted"</p>')).toBe('<p>a &lt; b &gt; c "quoted"</p>')
    expect(sanitizeHtml('<<img src=x onerror=alert(1)>')).toBe('&lt;')
  })

  it('closes what was left open and ignores stray end tags', () => {
    expect(sanitizeHtml('</li><p><strong>bold</p>tail')).toBe('<p><strong>bold</strong></p>tail')
  })

  it('gives the same answer when run twice', () => {
    const once = sanitizeHtml('<p title=x>A &amp; B <a href="https://x.test">l</a></p><br/>')
    expect(sanitizeHtml(once)).toBe(once)
  })
})

describe('safeHref', () => {
  it('accepts web, mail, phone and relative addresses only', () => {
    expect(safeHref('https://kyanma.shop')).toBe('https://kyanma.shop')
    expect(safeHref('mailto:help@kyanma.shop')).toBe('mailto:help@kyanma.shop')
    expect(safeHref('tel:+9591234567')).toBe('tel:+9591234567')
    expect(safeHref('/products?type=BRAND')).toBe('/products?type=BRAND')
    expect(safeHref('VBScript:msgbox')).toBeUndefined()
    expect(safeHref('\u0000javascript:x')).toBeUndefined()
    expect(safeHref('   ')).toBeUndefined()
  })
})

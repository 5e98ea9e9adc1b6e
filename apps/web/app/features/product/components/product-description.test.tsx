import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { ProductDescription } from './product-description.tsx'

const sentence = 'Take one tablet a day with a meal & a full glass of water. '
// About 1,200 characters of text across paragraphs, a list and bold text.
const long = `<p><strong>How to use:</strong> ${sentence.repeat(6)}</p><ul>${'<li>Supports the immune system</li>'.repeat(10)}</ul><p>${sentence.repeat(8)}</p>`

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ')

describe('product description', () => {
  it("cuts long text at 500 characters and adds '...', keeping the HTML valid", () => {
    renderInApp(<ProductDescription html={long} />)
    const body = screen.getByTestId('product-description')
    const full = new DOMParser().parseFromString(long, 'text/html').body
    expect(textOf(body)).toBe(`${textOf(full).slice(0, 500)}...`)
    // Valid markup: the browser reads back exactly what was written, every element closed.
    const reparsed = document.createElement('div')
    reparsed.innerHTML = body.innerHTML
    expect(reparsed.innerHTML).toBe(body.innerHTML)
    expect(body.innerHTML).toMatch(/\.\.\.<\/li><\/ul>$|\.\.\.<\/p>$/)
    expect(body.querySelector('strong')?.textContent).toBe('How to use:')
  })

  it("'Read more' shows the whole description, 'Show less' cuts it again", async () => {
    const user = userEvent.setup()
    renderInApp(<ProductDescription html={long} />)
    const body = screen.getByTestId('product-description')
    await user.click(screen.getByRole('button', { name: 'Read more' }))
    expect(textOf(body)).not.toContain('...')
    expect(body.querySelectorAll('li')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Show less' }))
    expect(textOf(body).endsWith('...')).toBe(true)
  })

  it('shows a short description whole, without a Read more control', () => {
    renderInApp(<ProductDescription html="<p>Short and sweet.</p>" />)
    expect(screen.getByTestId('product-description').innerHTML).toBe('<p>Short and sweet.</p>')
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull()
  })
})

import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { QuantityInput } from './quantity-input.tsx'

/** The box with a cart line behind it: what it applies comes back as the line's quantity. */
function Line(props: { onChange: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(1)
  return (
    <QuantityInput
      quantity={quantity}
      label="Quantity"
      onChange={(value) => {
        props.onChange(value)
        setQuantity(value)
      }}
    />
  )
}

const box = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement

describe('cart quantity box', () => {
  it('takes a quantity typed in Burmese digits (issue 15)', () => {
    const onChange = vi.fn()
    renderInApp(<Line onChange={onChange} />, { url: '/my/cart' })
    fireEvent.change(box(), { target: { value: '၂' } })
    expect(onChange).toHaveBeenLastCalledWith(2)
    expect(box().value).toBe('၂')
    fireEvent.change(box(), { target: { value: '၁၂' } })
    expect(onChange).toHaveBeenLastCalledWith(12)
  })

  it('shows Burmese digits on a Burmese page once left, however it was typed (issue 15)', () => {
    renderInApp(<Line onChange={vi.fn()} />, { url: '/my/cart' })
    expect(box().value).toBe('၁')
    fireEvent.focus(box())
    fireEvent.change(box(), { target: { value: '၁၂' } })
    fireEvent.blur(box())
    expect(box().value).toBe('၁၂')
    fireEvent.focus(box())
    fireEvent.change(box(), { target: { value: '34' } })
    // Kept as typed while typing (the caret does not jump) …
    expect(box().value).toBe('34')
    fireEvent.blur(box())
    // … and in the page's digits once left.
    expect(box().value).toBe('၃၄')
  })

  it('shows Latin digits on an English page, however it was typed', () => {
    renderInApp(<Line onChange={vi.fn()} />)
    fireEvent.focus(box())
    fireEvent.change(box(), { target: { value: '၅' } })
    fireEvent.blur(box())
    expect(box().value).toBe('5')
  })

  it('still takes Latin digits and ignores what is not a number', () => {
    const onChange = vi.fn()
    renderInApp(<QuantityInput quantity={1} label="Quantity" onChange={onChange} />)
    fireEvent.change(box(), { target: { value: '3' } })
    fireEvent.change(box(), { target: { value: 'x' } })
    expect(onChange.mock.calls).toEqual([[3]])
    fireEvent.blur(box())
    expect(box().value).toBe('1')
  })
})

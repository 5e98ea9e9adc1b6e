import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../../test/render.tsx'
import { QuantityInput } from './quantity-input.tsx'

describe('cart quantity box', () => {
  it('takes a quantity typed in Burmese digits (issue 15)', () => {
    const onChange = vi.fn()
    renderInApp(<QuantityInput quantity={1} label="Quantity" onChange={onChange} />, {
      url: '/my/cart',
    })
    const box = screen.getByRole('textbox', { name: 'Quantity' })
    fireEvent.change(box, { target: { value: '၂' } })
    expect(onChange).toHaveBeenLastCalledWith(2)
    expect((box as HTMLInputElement).value).toBe('၂')
    fireEvent.change(box, { target: { value: '၁၂' } })
    expect(onChange).toHaveBeenLastCalledWith(12)
  })

  it('still takes Latin digits and ignores what is not a number', () => {
    const onChange = vi.fn()
    renderInApp(<QuantityInput quantity={1} label="Quantity" onChange={onChange} />)
    const box = screen.getByRole('textbox', { name: 'Quantity' })
    fireEvent.change(box, { target: { value: '3' } })
    fireEvent.change(box, { target: { value: 'x' } })
    expect(onChange.mock.calls).toEqual([[3]])
  })
})

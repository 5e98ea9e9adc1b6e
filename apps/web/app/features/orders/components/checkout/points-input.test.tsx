import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../../../test/render.tsx'
import { PointsInput } from './points-input.tsx'

describe('checkout points box', () => {
  it('takes points typed in Burmese digits and keeps them as typed (issue 15)', async () => {
    const onChange = vi.fn()
    renderInApp(<PointsInput points={0} balance={500} onChange={onChange} description="" />)
    const box = await screen.findByRole('textbox')
    fireEvent.change(box, { target: { value: '၁၂၀' } })
    expect(onChange).toHaveBeenLastCalledWith(120)
    expect((box as HTMLInputElement).value).toBe('၁၂၀')
  })
})

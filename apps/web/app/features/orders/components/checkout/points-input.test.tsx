import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
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

  it("shows the chosen points in the page's digits once the box is left (issue 15)", async () => {
    await loadAllTexts()
    renderInApp(<Points />, { url: '/my/checkout' })
    const box = (await screen.findByRole('textbox')) as HTMLInputElement
    expect(box.placeholder).toBe('၀')
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: '120' } })
    expect(box.value).toBe('120')
    fireEvent.blur(box)
    expect(box.value).toBe('၁၂၀')
  })

  it('shows Latin digits on an English page, however they were typed', async () => {
    renderInApp(<Points />)
    const box = (await screen.findByRole('textbox')) as HTMLInputElement
    expect(box.placeholder).toBe('0')
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: '၁၂၀' } })
    fireEvent.blur(box)
    expect(box.value).toBe('120')
  })
})

/** The box with the checkout behind it: the points it applies come back to it. */
function Points() {
  const [points, setPoints] = useState(0)
  return <PointsInput points={points} balance={500} onChange={setPoints} description="" />
}

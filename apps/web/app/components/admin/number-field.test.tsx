import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { NumberField } from './number-field.tsx'

/** A number box with what it last gave its form shown beside it. */
function Box(props: { initial?: number | string; thousandSeparator?: string }) {
  const [value, setValue] = useState<number | string>(props.initial ?? '')
  return (
    <>
      <NumberField
        label="Price"
        allowDecimal={false}
        thousandSeparator={props.thousandSeparator}
        value={value}
        onChange={setValue}
      />
      <output>{`${typeof value}:${value}`}</output>
    </>
  )
}

const box = () => screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement
const given = () => screen.getByRole('status').textContent

describe('back-office number box', () => {
  it('reads typed Myanmar digits as the number they write, on English pages too', async () => {
    renderInApp(<Box thousandSeparator="," />, { url: '/admin/products/new' })
    await userEvent.setup().type(box(), '၁၂၅၀')
    expect(given()).toBe('number:1250')
    expect(box().value).toBe('1,250')
  })

  it('shows the value in Myanmar digits on Burmese pages, whichever digits are typed', async () => {
    renderInApp(<Box initial={40} thousandSeparator="," />, { url: '/my/admin/products/new' })
    expect(box().value).toBe('၄၀')
    const events = userEvent.setup()
    await events.clear(box())
    await events.type(box(), '၁၂5၀')
    expect(given()).toBe('number:1250')
    expect(box().value).toBe('၁,၂၅၀')
    await events.type(box(), '{Backspace}')
    expect(given()).toBe('number:125')
    expect(box().value).toBe('၁၂၅')
  })

  it('takes a pasted number written with Myanmar digits and a thousands comma', async () => {
    renderInApp(<Box thousandSeparator="," />, { url: '/my/admin/products/new' })
    const events = userEvent.setup()
    await events.click(box())
    await events.paste('၁,၂၅၀')
    expect(given()).toBe('number:1250')
    expect(box().value).toBe('၁,၂၅၀')
  })
})

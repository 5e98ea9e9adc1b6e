import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { type RegionTownship, RegionTownshipSelects } from './region-township-selects.tsx'

function Pickers({ start }: { start: RegionTownship }) {
  const [value, setValue] = useState(start)
  return (
    <>
      <RegionTownshipSelects value={value} errors={{}} onChange={setValue} />
      <output>{`${value.region} / ${value.township}`}</output>
    </>
  )
}

const chosen = () => screen.getByRole('status').textContent
async function pick(name: 'Region' | 'Township', text: string, option: string) {
  const events = userEvent.setup()
  const box = screen.getByRole('combobox', { name })
  await events.clear(box)
  await events.type(box, text)
  await events.click(screen.getByRole('option', { name: option }))
}

describe('region and township selects', () => {
  it('offers only the chosen region’s townships', async () => {
    renderInApp(<Pickers start={{ region: 'Shan State', township: '' }} />)
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Township' }))
    const names = screen.getAllByRole('option').map((option) => option.textContent)
    expect(names).toContain('Taunggyi')
    expect(names).not.toContain('Kamayut')
  })

  it('drops a township the new region does not have, and keeps one it has', async () => {
    renderInApp(<Pickers start={{ region: 'Shan State', township: 'Taunggyi' }} />)
    await pick('Region', 'Yangon', 'Yangon Region')
    expect(chosen()).toBe('Yangon Region / ')
    await pick('Township', 'Kamay', 'Kamayut')
    await pick('Region', 'Yangon', 'Yangon Region')
    expect(chosen()).toBe('Yangon Region / Kamayut')
  })

  it('brings the region of a township chosen first', async () => {
    renderInApp(<Pickers start={{ region: '', township: '' }} />)
    await pick('Township', 'Taungg', 'Taunggyi')
    expect(chosen()).toBe('Shan State / Taunggyi')
  })
})

import type { SelectOption } from '@kyanma/shared'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { SearchableSelect } from './searchable-select.tsx'

const TOWNSHIPS: SelectOption[] = [
  { label: 'Ahlone', value: 'Ahlone', keywords: ['Yangon West'] },
  { label: 'Bahan', value: 'Bahan', keywords: ['Yangon West'] },
  { label: 'Dagon Seikkan', value: 'Dagon Seikkan', keywords: ['Yangon East'] },
  { label: 'Insein', value: 'Insein', keywords: ['Yangon North'] },
  { label: 'Kamayut', value: 'Kamayut', keywords: ['Yangon West'] },
]

function Township({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <>
      <SearchableSelect
        label="Township"
        options={TOWNSHIPS}
        value={value}
        nothingFound="Nothing Found"
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  )
}

const input = () => screen.getByRole('combobox', { name: 'Township' }) as HTMLInputElement
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('searchable select', () => {
  it('narrows the options by name or keyword as the customer types', async () => {
    renderInApp(<Township onChange={vi.fn()} />)
    const events = userEvent.setup()
    expect(input().getAttribute('aria-expanded')).toBe('false')
    await events.click(input())
    expect(optionNames()).toEqual(['Ahlone', 'Bahan', 'Dagon Seikkan', 'Insein', 'Kamayut'])
    await events.type(input(), 'north')
    expect(optionNames()).toEqual(['Insein'])
    // Names that start with the text come first.
    await events.clear(input())
    await events.type(input(), 'ka')
    expect(optionNames()).toEqual(['Kamayut', 'Dagon Seikkan'])
    await events.clear(input())
    await events.type(input(), 'zzz')
    expect(screen.getByText('Nothing Found')).toBeTruthy()
  })

  it('is chosen with the arrow keys and Enter, and closes on Escape', async () => {
    const onChange = vi.fn()
    renderInApp(<Township onChange={onChange} />)
    const events = userEvent.setup()
    await events.click(input())
    await events.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('Dagon Seikkan')
    expect(input().value).toBe('Dagon Seikkan')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    await events.keyboard('{ArrowDown}')
    expect(input().getAttribute('aria-expanded')).toBe('true')
    await events.keyboard('{Escape}')
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('keeps the chosen option when left mid-search, and none when the text was emptied', async () => {
    const onChange = vi.fn()
    renderInApp(<Township onChange={onChange} />)
    const events = userEvent.setup()
    await events.click(input())
    await events.click(screen.getByRole('option', { name: 'Bahan' }))
    expect(input().value).toBe('Bahan')
    await events.type(input(), 'xyz')
    await events.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(input().value).toBe('Bahan')
    expect(onChange).toHaveBeenCalledTimes(1)

    // Only looking at the list keeps the choice; emptying the text removes it.
    await events.click(input())
    expect(optionNames()).toHaveLength(5)
    await events.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    await events.clear(input())
    await events.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(input().value).toBe('')
  })
})

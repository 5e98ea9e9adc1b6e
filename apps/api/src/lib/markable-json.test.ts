import { describe, expect, it } from 'vitest'
import { MarkableJson } from './markable-json.ts'

const product = (id: number, name = `Product ${id}`) => ({ id, name, isFavorite: false })

describe('MarkableJson', () => {
  const list = { data: [product(1), product(2), product(3)], total: 3, pageSize: 12 }

  it('is the plain JSON of the answer', () => {
    const answer = MarkableJson.of(list)
    expect(answer.text).toBe(JSON.stringify(list))
    expect(answer.productIds).toEqual([1, 2, 3])
    expect(answer.marked(new Set())).toBe(answer.text)
  })

  it('marks exactly the given products, whatever order they come in', () => {
    const answer = MarkableJson.of(list)
    const marked = JSON.parse(answer.marked(new Set([3, 1, 99])))
    expect(marked.data.map((p: { isFavorite: boolean }) => p.isFavorite)).toEqual([
      true,
      false,
      true,
    ])
    expect(marked.total).toBe(3)
    // The cached text itself stays unmarked for the next reader.
    expect(JSON.parse(answer.text).data.every((p: { isFavorite: boolean }) => !p.isFavorite)).toBe(
      true,
    )
  })

  it('marks products nested in groups (search) and a single product (detail)', () => {
    const groups = { data: [{ title: 'Products', total: 1, data: [product(7)] }] }
    expect(
      JSON.parse(MarkableJson.of(groups).marked(new Set([7]))).data[0].data[0].isFavorite,
    ).toBe(true)
    const detail = { ...product(8), images: [], description: '<p>x</p>' }
    expect(JSON.parse(MarkableJson.of(detail).marked(new Set([8]))).isFavorite).toBe(true)
  })

  it('is not fooled by texts that look like a heart', () => {
    const tricky = [
      product(1, '"isFavorite":false'),
      { id: 2, note: 'not a product: no isFavorite' },
      { id: 3, isFavorite: 'false' },
      { ...product(4), facts: { id: 5, isFavorite: false, label: '\u0000"isFavorite":"x:5"' } },
    ]
    const answer = MarkableJson.of(tricky)
    expect(answer.text).toBe(JSON.stringify(tricky))
    const marked = JSON.parse(answer.marked(new Set([1, 2, 3, 4, 5])))
    expect(marked[0]).toEqual({ ...product(1, '"isFavorite":false'), isFavorite: true })
    expect(marked[1]).toEqual(tricky[1])
    expect(marked[2]).toEqual(tricky[2])
    expect(marked[3].isFavorite).toBe(true)
    expect(marked[3].facts.label).toBe('\u0000"isFavorite":"x:5"')
  })
})

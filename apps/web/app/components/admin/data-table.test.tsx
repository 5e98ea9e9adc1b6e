import type { ListResponse } from '@kyanma/shared'
import { useQuery } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { type DataColumn, DataTable } from './data-table.tsx'
import { listQueryString, useTableParams } from './use-table-params.ts'

interface Row {
  id: number
  name: string
}
const ROWS: Row[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }))
const columns: DataColumn<Row>[] = [
  { key: 'id', label: 'Id', sortable: true, render: (row) => row.id },
  { key: 'name', label: 'Name', render: (row) => row.name },
]

/** Plays the server: pages, sorts and searches ROWS as an admin list call would. */
function answer(query: string): ListResponse<Row> {
  const params = new URLSearchParams(query)
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  const search = params.get('search') ?? ''
  const rows = ROWS.filter((row) => row.name.includes(search))
  if (params.get('order') === 'desc') rows.reverse()
  return { data: rows.slice(page * size, (page + 1) * size), total: rows.length, pageSize: size }
}

const asked: string[] = []
function Table() {
  const table = useTableParams({ sort: 'id', order: 'asc' })
  const query = listQueryString(table.params)
  const list = useQuery({
    queryKey: ['admin', 'test', query],
    queryFn: async () => {
      asked.push(query)
      return answer(query)
    },
  })
  return (
    <DataTable list={list} table={table} searchable columns={columns} rowKey={(row) => row.id} />
  )
}

const footer = () => screen.getByTestId('table-footer').textContent

describe('the back office table', () => {
  it('shows 15 rows a page with the spec footer and pages through the server', async () => {
    const { router } = renderInApp(<Table />, { url: '/admin/things' })
    await waitFor(() => expect(footer()).toBe('Showing 1 to 15 of 40 entries'))
    expect(screen.getByText('Item 15')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '3' }))
    await waitFor(() => expect(footer()).toBe('Showing 31 to 40 of 40 entries'))
    expect(screen.getByText('Item 40')).toBeTruthy()
    expect(router.state.location.search).toBe('?page=3')
    expect(asked.at(-1)).toContain('page=2&size=15')
  })

  it('sorts on a header click and keeps the sort in the address', async () => {
    const { router } = renderInApp(<Table />, { url: '/admin/things?page=2' })
    await waitFor(() => expect(footer()).toBe('Showing 16 to 30 of 40 entries'))
    fireEvent.click(screen.getByRole('button', { name: 'Id, sorted ascending' }))
    await waitFor(() => expect(screen.getByText('Item 40')).toBeTruthy())
    expect(footer()).toBe('Showing 1 to 15 of 40 entries')
    expect(router.state.location.search).toBe('?sort=id&order=desc')
  })

  it('searches on the server after typing stops and says when nothing matches', async () => {
    renderInApp(<Table />, { url: '/admin/things' })
    await waitFor(() => expect(footer()).toBe('Showing 1 to 15 of 40 entries'))
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Item 4' } })
    await waitFor(() => expect(footer()).toBe('Showing 1 to 2 of 2 entries'), { timeout: 2000 })
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nothing' } })
    await waitFor(() => expect(screen.getByText('No entries found.')).toBeTruthy(), {
      timeout: 2000,
    })
    expect(footer()).toBe('Showing 0 to 0 of 0 entries')
  })
})

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useRefreshingMutation } from './use-refreshing-mutation.ts'

const KEY = ['notifications', 'list']

function renderWithQueries<Result>(hook: () => Result) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}

describe('useRefreshingMutation', () => {
  it('hands the call its input only, so a call with an optional second parameter keeps it', async () => {
    const call = vi.fn(async (id: number, api = 'browser') => `${id} via ${api}`)
    const { result } = renderWithQueries(() => useRefreshingMutation(call, KEY))

    let answer: string | undefined
    await act(async () => {
      answer = await result.current.mutateAsync(7)
    })

    expect(call).toHaveBeenCalledWith(7)
    expect(answer).toBe('7 via browser')
  })

  it('settles only once what is cached under its key has been read again', async () => {
    let reads = 0
    // A read that takes a while, as over a phone's connection.
    const read = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      return ++reads
    }
    const { result, queryClient } = renderWithQueries(() => ({
      list: useQuery({ queryKey: KEY, queryFn: read }),
      change: useRefreshingMutation(async (_id: number) => 'done', KEY),
    }))
    await waitFor(() => expect(result.current.list.data).toBe(1))

    let cachedWhenSettled: unknown
    await act(async () => {
      await result.current.change.mutateAsync(1)
      cachedWhenSettled = queryClient.getQueryData(KEY)
    })

    // The new answer is in the cache when the change settles, not merely asked for.
    expect(cachedWhenSettled).toBe(2)
  })
})

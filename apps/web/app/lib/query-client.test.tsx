import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import Toasts from '../components/layout/toasts.tsx'
import { ApiError } from './api-client.ts'
import { makeQueryClient } from './query-client.ts'

function FailingAction({ error }: { error: Error }) {
  const mutation = useMutation({
    mutationFn: async () => {
      throw error
    },
  })
  return <Button onClick={() => mutation.mutate()}>Try</Button>
}

async function toastFor(error: Error) {
  renderInApp(
    <>
      <Toasts />
      <FailingAction error={error} />
    </>,
    { queryClient: makeQueryClient() },
  )
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try' }))
}

describe('a failed mutation shows a red toast (spec section 8)', () => {
  it("with the server's message", async () => {
    await toastFor(new ApiError(400, 'POINTS', 'Your current point is not enough.'))
    expect(await screen.findByText('Your current point is not enough.')).toBeTruthy()
  })

  it("with 'Internal server error.' when the server sent no message", async () => {
    await toastFor(new ApiError(502, 'HTTP_ERROR', ''))
    expect(await screen.findByText('Internal server error.')).toBeTruthy()
  })

  it("with 'Something went wrong.' when the call never reached the server", async () => {
    await toastFor(new TypeError('Failed to fetch'))
    expect(await screen.findByText('Something went wrong.')).toBeTruthy()
  })
})

describe('queries', () => {
  it('retry 3 times with backoff capped at 30 s and keep data 5 minutes', () => {
    const defaults = makeQueryClient().getDefaultOptions().queries
    expect(defaults?.retry).toBe(3)
    expect(defaults?.gcTime).toBe(5 * 60_000)
    const delay = defaults?.retryDelay as (attempt: number) => number
    expect([0, 1, 2].map(delay)).toEqual([1000, 2000, 4000])
    expect(delay(10)).toBe(30_000)
  })
})

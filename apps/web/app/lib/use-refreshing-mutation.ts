import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A change after which what is cached under `queryKey` is read again: the back office's saves and
 * status changes, whose tables and records must show the new state, and the shop's changes to a
 * customer's own addresses, orders, points and notifications. The refetch is the success step's
 * promise, so the mutation settles once what is on screen is fresh. Hooks that do more on success
 * (a toast, a refresh only for some answers, a refresh after a refusal too) write their own.
 */
export function useRefreshingMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient()
  return useMutation({
    // Only the input: TanStack Query passes a context second, which a call such as
    // `deleteNotification(id, api?)` would take for its own second parameter.
    mutationFn: (input: Input) => mutationFn(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
}

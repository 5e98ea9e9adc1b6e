import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A back-office change after which what is cached under `queryKey` is read again: the saves and
 * status changes whose tables and records must show the new state. The refetch is the success
 * step's promise, so the mutation settles once the tables on screen are fresh. The shop's hooks
 * write theirs out: shared with them, this module becomes a chunk of its own, and its name in the
 * route manifest takes the Burmese listing's first load over the 150 KB budget (`npm run size`).
 */
export function useRefreshingMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
}

import {
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

/**
 * A change after which what is cached under `queryKey` is read again: the saves, deletes and
 * status changes whose lists and records must show the new state. The refetch is the success
 * step's promise, so the mutation settles once the lists on screen are fresh. Other options (an
 * upload's `networkMode` and `meta`) pass through.
 */
export function useRefreshingMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  queryKey: QueryKey,
  options: Omit<UseMutationOptions<Answer, Error, Input>, 'mutationFn' | 'onSuccess'> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
}

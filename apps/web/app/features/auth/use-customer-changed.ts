import type { Customer } from '@kyanma/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { currentCustomerQuery } from './api/get-current-customer.ts'
import { session } from './session-store.ts'

/**
 * For a page that changed the customer (a profile edit answered the updated one): the cached
 * current customer and the session's user (the top bar's name, the stored copy) follow.
 */
export function useCustomerChanged() {
  const queryClient = useQueryClient()
  return useCallback(
    (customer: Customer) => {
      queryClient.setQueryData(currentCustomerQuery().queryKey, customer)
      session.updateUser(customer.user)
    },
    [queryClient],
  )
}

/**
 * For a page that changed the customer's balance (a point transfer answers only the new
 * balance): the balance shows at once, then the customer is fetched again, as the level may
 * have moved with it.
 */
export function useCustomerPointsChanged() {
  const queryClient = useQueryClient()
  return useCallback(
    (currentPoint: number) => {
      const { queryKey } = currentCustomerQuery()
      queryClient.setQueryData(queryKey, (customer) => customer && { ...customer, currentPoint })
      void queryClient.invalidateQueries({ queryKey })
    },
    [queryClient],
  )
}

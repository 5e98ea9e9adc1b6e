import { useLocation, useNavigation } from 'react-router'
import { useNavigate } from '#app/components/link.tsx'
import { changeSearchParams, type ParamChanges } from '#app/lib/search-params.ts'
import { type ListingState, parseListingParams, toQueryString } from './listing-params.ts'

/**
 * The listing's URL as the filter panel sees it: while a change is loading, the panel already
 * shows it (the grid waits for the products), and the next change builds on it, so two quick
 * clicks both count. `hrefFor` gives links, `apply` navigates; both reset the page (spec 2).
 */
export function useListingSearch() {
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const pending =
    navigation.location?.pathname === location.pathname ? navigation.location : undefined
  const search = new URLSearchParams((pending ?? location).search)
  const state: ListingState = parseListingParams(search)

  const hrefFor = (changes: ParamChanges) => {
    const query = toQueryString(changeSearchParams(search, changes))
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  const apply = (changes: ParamChanges) => navigate(hrefFor(changes), { preventScrollReset: true })

  return { search, state, hrefFor, apply, pending: pending !== undefined }
}

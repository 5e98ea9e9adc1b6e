import { SEARCH_DEBOUNCE_MS } from '@kyanma/shared'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useNavigate } from '#app/components/link.tsx'
import { hrefs, paths } from '#app/config/paths.ts'
import { pathWithoutLanguage } from '#app/lib/language.ts'
import { changeSearchParams } from '#app/lib/search-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { usePopularKeywords } from '../api/get-popular-keywords.ts'
import classes from './header-search.module.css'

/**
 * The header's search box (spec section 2): typing is debounced 500 ms and written to the
 * `filter` parameter; on /products the listing updates in place (back to page 1), from any other
 * page the search goes to /products. Popular keywords are offered as the browser's own
 * suggestions once the box is focused.
 */
export function HeaderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const texts = useTexts()
  const location = useLocation()
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const onProducts = pathWithoutLanguage(location.pathname) === paths.products
  const urlFilter = onProducts ? (searchParams.get('filter') ?? '') : ''
  const [value, setValue] = useState(urlFilter)
  const [focused, setFocused] = useState(false)
  const popular = usePopularKeywords(focused)
  const listId = useId()

  // Back/forward or a link changed the URL: show what the listing now shows.
  useEffect(() => setValue(urlFilter), [urlFilter])

  const commit = (text: string) => {
    const filter = text.trim()
    if (onProducts) {
      if (filter === urlFilter) return
      setSearchParams((current) => changeSearchParams(current, { filter }), { replace: true })
    } else if (filter) {
      navigate(hrefs.products({ filter }))
    }
  }
  // The debounce as a timer in a ref rather than Mantine's hook: this box is on every page's first
  // load, and the hook and its helpers weigh more than these lines (the home page's budget).
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cancelLater = () => clearTimeout(pending.current)
  const commitLater = (text: string) => {
    cancelLater()
    pending.current = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS)
  }
  // Leaving the page drops a search typed but not yet sent.
  useEffect(() => () => clearTimeout(pending.current), [])

  return (
    <search style={{ flex: 1, minWidth: 0 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          cancelLater()
          commit(value)
        }}
      >
        <div className={classes.box}>
          <IconSearch size={16} className={classes.icon} aria-hidden="true" />
          <input
            type="search"
            name="filter"
            className={classes.input}
            aria-label={texts.header.searchLabel}
            placeholder={texts.header.searchPlaceholder}
            value={value}
            // biome-ignore lint/a11y/noAutofocus: only the search box the shopper just opened
            autoFocus={autoFocus}
            autoComplete="off"
            list={listId}
            onFocus={() => setFocused(true)}
            onChange={(event) => {
              setValue(event.currentTarget.value)
              commitLater(event.currentTarget.value)
            }}
          />
        </div>
        <datalist id={listId}>
          {popular.data?.data.map((keyword) => (
            <option key={keyword} value={keyword} />
          ))}
        </datalist>
      </form>
    </search>
  )
}

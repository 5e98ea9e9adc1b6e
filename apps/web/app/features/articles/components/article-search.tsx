import { MAX_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '@kyanma/shared'
import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { changeSearchParams } from '#app/lib/search-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { articles as articlesTexts } from '#app/locales/en/articles.ts'

/**
 * The list follows the typing after a pause (spec section 9) and keeps the text in ?search, so a
 * search can be shared and survives a reload; a new search starts at page 1.
 */
export function ArticleSearch() {
  const texts = useTexts(articlesTexts)
  const [searchParams, setSearchParams] = useSearchParams()
  const inAddress = searchParams.get('search') ?? ''
  const [typed, setTyped] = useState(inAddress)
  const committed = useRef(inAddress)
  // The address changed by other means ('Show all articles', back): the box shows it too.
  useEffect(() => {
    if (inAddress === committed.current) return
    committed.current = inAddress
    setTyped(inAddress)
  }, [inAddress])
  const commitLater = useDebouncedCallback((text: string) => {
    committed.current = text.trim()
    setSearchParams((current) => changeSearchParams(current, { search: text }), {
      replace: true,
      preventScrollReset: true,
    })
  }, SEARCH_DEBOUNCE_MS)
  return (
    <TextInput
      type="search"
      aria-label={texts.searchLabel}
      placeholder={texts.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={typed}
      maxLength={MAX_SEARCH_LENGTH}
      onChange={(event) => {
        setTyped(event.currentTarget.value)
        commitLater(event.currentTarget.value)
      }}
      w={{ base: '100%', sm: 300 }}
      miw={{ sm: 300 }}
    />
  )
}

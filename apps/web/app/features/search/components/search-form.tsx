import { MAX_SEARCH_LENGTH } from '@kyanma/shared'
import { Button, Group, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { Form } from 'react-router'
import { paths } from '#app/config/paths.ts'
import { useLocalePath } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { search as searchTexts } from '#app/locales/en/search.ts'

/**
 * The page's own search box. A plain GET form to this page, so it works before the page's
 * script has loaded; the header's box searches products, this one every group.
 */
export function SearchForm({ filter }: { filter: string }) {
  const texts = useTexts(searchTexts)
  // A plain form posts to the address as written: give it the page's language.
  const localePath = useLocalePath()
  return (
    <search>
      <Form method="get" action={localePath(paths.searchResults)} data-sends-without-scripts>
        <Group gap="xs" wrap="nowrap" maw={560}>
          <TextInput
            key={filter}
            type="search"
            name="filter"
            defaultValue={filter}
            aria-label={texts.inputLabel}
            placeholder={texts.placeholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            autoComplete="off"
            maxLength={MAX_SEARCH_LENGTH}
            style={{ flex: 1 }}
          />
          <Button type="submit">{texts.submit}</Button>
        </Group>
      </Form>
    </search>
  )
}

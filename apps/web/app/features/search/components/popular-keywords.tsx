import { Text } from '@mantine/core'
import { useId } from 'react'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import classes from './popular-keywords.module.css'

/**
 * Popular search keywords as chips, each searching for itself. Beside results they stay on one
 * line that scrolls sideways, so on a phone they do not push the results down.
 */
export function PopularKeywords({
  keywords,
  title,
  oneLine = false,
}: {
  keywords: string[]
  title: string
  oneLine?: boolean
}) {
  const titleId = useId()
  if (keywords.length === 0) return null
  return (
    <nav aria-labelledby={titleId}>
      <Text id={titleId} fw={600} size="sm" mb={8}>
        {title}
      </Text>
      <ul className={classes.chips} data-one-line={oneLine || undefined}>
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Link to={hrefs.searchResults(keyword)} className={classes.chip}>
              {keyword}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

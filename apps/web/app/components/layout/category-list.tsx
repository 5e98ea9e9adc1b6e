import { NavLink } from '@mantine/core'
import { useLocation } from 'react-router'
import { CATEGORY_BAR, isActiveEntry } from '#app/config/category-bar.ts'
import { useTexts } from '#app/lib/texts.ts'
import { Link } from '../link.tsx'

/** Small screens: the category bar's entries as a list, inside the menu drawer. */
export function CategoryList({ onNavigate }: { onNavigate?: () => void }) {
  const texts = useTexts()
  const { pathname, search } = useLocation()
  return (
    <nav aria-label={texts.categoryBar.label}>
      {CATEGORY_BAR.map((entry) => (
        <NavLink
          key={entry.key}
          component={Link}
          to={entry.href}
          label={texts.categoryBar[entry.key]}
          active={isActiveEntry(entry, pathname, search)}
          onClick={onNavigate}
        />
      ))}
    </nav>
  )
}

import { useLocation } from 'react-router'
import { CATEGORY_BAR, isActiveEntry } from '#app/config/category-bar.ts'
import { useTexts } from '#app/lib/texts.ts'
import { Link } from '../link.tsx'
import classes from './category-bar.module.css'
import shell from './shell.module.css'

/** Desktop: a row of pills under the header (small screens find them in the menu). */
export function CategoryBar() {
  const texts = useTexts()
  const { pathname, search } = useLocation()
  return (
    <nav aria-label={texts.categoryBar.label} className={`${classes.bar} ${shell.fromMd}`}>
      <div className={`${shell.container} ${classes.scroller}`}>
        {CATEGORY_BAR.map((entry) => {
          const active = isActiveEntry(entry, pathname, search)
          return (
            <Link
              key={entry.key}
              to={entry.href}
              className={classes.pill}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              {texts.categoryBar[entry.key]}
            </Link>
          )
        })}
      </div>
    </nav>
  )
}

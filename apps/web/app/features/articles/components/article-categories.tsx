import { BLOG_CATEGORY_ALL, type BlogCategory } from '@kyanma/shared'
import { useLocation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { changeSearchParams } from '#app/lib/search-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { articles as articlesTexts } from '#app/locales/en/articles.ts'
import { CATEGORY_CHOICES } from '../article-params.ts'
import classes from './article-categories.module.css'

/**
 * All, then the spec's six categories, as links (shareable, crawlable, work before the script
 * loads). Choosing one keeps the search and goes back to page 1.
 */
export function ArticleCategories({ active }: { active: BlogCategory | undefined }) {
  const texts = useTexts(articlesTexts)
  const location = useLocation()
  const hrefFor = (choice: string) => {
    const query = changeSearchParams(new URLSearchParams(location.search), {
      category: choice === BLOG_CATEGORY_ALL ? null : choice,
    }).toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  return (
    <nav aria-label={texts.categoriesLabel}>
      <ul className={classes.list}>
        {CATEGORY_CHOICES.map((choice) => {
          const current = (active ?? BLOG_CATEGORY_ALL) === choice
          return (
            <li key={choice}>
              <Link
                to={hrefFor(choice)}
                preventScrollReset
                className={classes.link}
                aria-current={current ? 'page' : undefined}
              >
                {texts.categoryNames[choice]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

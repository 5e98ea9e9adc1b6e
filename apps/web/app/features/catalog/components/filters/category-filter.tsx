import type { CategoryItem } from '@kyanma/shared'
import { Link } from '#app/components/link.tsx'
import type { CategoryTrail } from '#app/features/catalog/category-trail.ts'
import {
  categoryChange,
  chosenCategoryId,
  type ListingState,
} from '#app/features/catalog/listing-params.ts'
import type { ParamChanges } from '#app/lib/search-params.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { filters as filterTexts } from '#app/locales/en/filters.ts'
import { FilterSection } from './filter-section.tsx'
import classes from './filters.module.css'

/**
 * The main categories (GET /public/primary/2/parent) as links; the chosen main category opens its
 * sub-categories underneath. Links, not buttons: they work before the script has loaded and can
 * be opened in a new tab.
 */
export function CategoryFilter(props: {
  state: ListingState
  trail: CategoryTrail & { mains: CategoryItem[] }
  hrefFor: (changes: ParamChanges) => string
}) {
  const texts = useTexts(filterTexts)
  const langOf = useLangOf()
  const { state, trail, hrefFor } = props
  const chosenId = chosenCategoryId(state)
  const item = (category: CategoryItem | undefined, label: string) => {
    const id = category?.id
    return (
      <Link
        to={hrefFor(categoryChange(state, id))}
        preventScrollReset
        className={classes.choice}
        aria-current={chosenId === id ? 'true' : undefined}
        lang={langOf(category, 'name')}
      >
        {label}
      </Link>
    )
  }
  return (
    <FilterSection title={texts.category}>
      <ul className={classes.choices}>
        <li>{item(undefined, texts.allCategories)}</li>
        {trail.mains.map((main) => (
          <li key={main.id}>
            {item(main, main.name)}
            {trail.main?.id === main.id && trail.subs.length > 0 && (
              <ul className={classes.nested}>
                {trail.subs.map((sub) => (
                  <li key={sub.id}>{item(sub, sub.name)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </FilterSection>
  )
}

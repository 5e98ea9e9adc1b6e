import { Link, useNavigate } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { home as homeTexts } from '#app/locales/en/home.ts'
import { SECTION_TABS } from '../home-links.ts'
import classes from './section-tabs.module.css'

/**
 * A home section's category tabs (spec section 2, Home): each goes to that category's listing.
 * Wide screens get a row of links; small screens a native dropdown that navigates on choice,
 * which costs no script beyond the element itself. Both are in the HTML; CSS shows one.
 */
export function SectionTabs({ sectionTitle }: { sectionTitle: string }) {
  const texts = useTexts(homeTexts).tabs
  const navigate = useNavigate()
  const label = texts.label(sectionTitle)
  return (
    <>
      <nav aria-label={label} className={classes.wide}>
        <ul className={classes.pills}>
          {SECTION_TABS.map((tab) => (
            <li key={tab.key}>
              <Link to={tab.href} className={classes.pill}>
                {texts[tab.key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <select
        className={classes.narrow}
        aria-label={label}
        value=""
        onChange={(event) => {
          const href = event.currentTarget.value
          if (href) navigate(href)
        }}
      >
        <option value="">{texts.choose}</option>
        {SECTION_TABS.map((tab) => (
          <option key={tab.key} value={tab.href}>
            {texts[tab.key]}
          </option>
        ))}
      </select>
    </>
  )
}

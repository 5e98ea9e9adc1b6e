import { LANGUAGES } from '@kyanma/shared'
import { Link as RouterLink, useLocation } from 'react-router'
import { pathInLanguage, useLanguage } from '#app/lib/language.ts'
import { rememberLanguage } from '#app/lib/language-choice.ts'
import { useTexts } from '#app/lib/texts.ts'
import { namedInNamesFont } from './language-names-font.ts'
import classes from './language-switch.module.css'

/**
 * Links to the same page in the shop's other languages, each named in its own script ("မြန်မာ" on
 * English pages, "English" on Burmese ones). React Router's own Link: the app's Link would keep
 * the current language. The choice is remembered (lib/language-choice.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const texts = useTexts()
  const language = useLanguage()
  const { pathname, search, hash } = useLocation()
  return LANGUAGES.filter((other) => other !== language).map((other) => {
    const name = texts.languageSwitch.names[other]
    const classNames = [className, namedInNamesFont(other) ? classes.name : undefined]
    return (
      <RouterLink
        key={other}
        to={`${pathInLanguage(other, pathname)}${search}${hash}`}
        lang={other}
        hrefLang={other}
        // A whole new document: every answer the browser holds (its query cache, the page's API
        // calls) belongs to one language, so none shows up on a page of the other.
        reloadDocument
        className={classNames.filter(Boolean).join(' ') || undefined}
        aria-label={texts.languageSwitch.switchTo(name)}
        onClick={() => rememberLanguage(other)}
      >
        {name}
      </RouterLink>
    )
  })
}

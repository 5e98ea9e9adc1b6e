import { DEFAULT_LANGUAGE, LANGUAGES } from '@kyanma/shared'
import { Link as RouterLink, useLocation } from 'react-router'
import { pathInLanguage, useLanguage } from '#app/lib/language.ts'
import { rememberLanguage } from '#app/lib/language-choice.ts'
import { useTexts } from '#app/lib/texts.ts'
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
    // Only a name in another script than the shop's default takes the names' font: the page's
    // own font draws "English". Any font that arrives after the first layout lays out every line
    // of the page again (28 ms on a Burmese home, four times that on a slow phone, decision 076).
    const classNames = [className, other === DEFAULT_LANGUAGE ? undefined : classes.name]
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

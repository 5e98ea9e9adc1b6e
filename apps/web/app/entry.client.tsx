import { isLanguage } from '@kyanma/shared'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { textsListedByServer } from './lib/texts-used.tsx'
import { loadTextsFile } from './locales/texts-registry.ts'

/**
 * React Router's browser entry, plus one step on translated pages: the translation files the
 * server rendered with are loaded first, so hydration finds every text in place (decision 037).
 */
function loadServerTexts(): Promise<unknown> {
  return Promise.all(
    textsListedByServer().map((listed) => {
      const [language, ...file] = listed.split('/')
      return isLanguage(language) ? loadTextsFile(language, file.join('/')) : undefined
    }),
  )
}

loadServerTexts().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})

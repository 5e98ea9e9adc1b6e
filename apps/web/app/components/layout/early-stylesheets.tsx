import { useContext } from 'react'
import { preinit } from 'react-dom'
import { UNSAFE_FrameworkContext } from 'react-router'

/**
 * Starts the app's stylesheet before the page's script preloads. React puts the modulepreload
 * links it hoists (twenty or more on a product page) ahead of the plain stylesheet link that
 * `<Links />` renders; over HTTP/1.1 the render-blocking stylesheet then waited for a free
 * connection behind them, which cost about 0.4 s of first paint on a slow phone. A stylesheet
 * given a precedence is placed before those preloads. (React Router keeps its own link too; the
 * browser fetches the file once.) The script preloads no longer stay in the HTML (decision 060),
 * but without this the stylesheet would still come after the manifest and icon links, which the
 * browser fetches too.
 */
export function EarlyStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext)
  for (const href of framework?.manifest.routes.root?.css ?? []) {
    preinit(href, { as: 'style', precedence: 'app' })
  }
  return null
}

import { DEFAULT_LANGUAGE } from '@kyanma/shared'
// Mantine's base styles; each component's own styles come with it (vite-plugins/mantine-css.ts).
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
// The theme's variables and breakpoint classes, made at build time (vite-plugins/theme-stylesheet.ts).
import 'virtual:kyanma-theme.css'
// Noto Sans Myanmar, only where Burmese is shown, and Burmese line heights (issue 15).
import './styles/myanmar-font.css'
import { MantineProvider, mantineHtmlProps } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { preload } from 'react-dom'
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router'
import type { Route } from './+types/root'
import { RouteErrorFallback } from './components/errors/route-error-fallback.tsx'
import { EarlyStylesheets } from './components/layout/early-stylesheets.tsx'
import {
  addLanguageNamesFontScript,
  pageNeedsNamesFont,
} from './components/layout/language-names-font.ts'
import { useCspNonce } from './lib/csp-nonce.ts'
import { onFirstInteraction } from './lib/first-interaction.ts'
import { HOLD_EARLY_SUBMITS } from './lib/hold-early-submits.ts'
import { pathInLanguage, useLanguage } from './lib/language.ts'
import { rememberedLanguage } from './lib/language-choice.ts'
import { takeToastLeftForThisPage } from './lib/next-page-toast.ts'
import { getQueryClient } from './lib/query-client.ts'
import { asksToSaveData, SaveDataContext } from './lib/save-data.ts'
import { TextsUsed } from './lib/texts-used.tsx'
import { loadedTextsVersion, subscribeToLoadedTexts } from './locales/texts-registry.ts'
import { manifestPath } from './pwa/manifest-path.ts'
// The Burmese letters of the font at weight 400, preloaded on Burmese pages only
// (styles/myanmar-font.css); lib/burmese-font-weights.ts brings the other weights after the load.
import burmeseFont from './styles/fonts/noto-sans-myanmar-burmese-regular.woff2?url'
import { theme } from './theme.ts'

// Toasts are never part of the first paint: their code (Mantine's notifications, about 9 KB compressed)
// loads at the shopper's first interaction, before any action of theirs can raise one. A toast
// shown earlier waits in the notifications store and appears when this mounts.
const Toasts = lazy(() => import('./components/layout/toasts.tsx'))

/**
 * The shop's public address for canonical links and Open Graph tags (lib/seo.ts), and whether the
 * browser asks to save data (lib/save-data.ts). The front door ('/') opens in the language the
 * visitor chose last time; every other address shows its own.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const remembered = rememberedLanguage(request.headers.get('cookie'))
  if (url.pathname === '/' && remembered && remembered !== DEFAULT_LANGUAGE) {
    throw redirect(`${pathInLanguage(remembered, '/')}${url.search}`)
  }
  return { publicUrl: context.publicUrl ?? url.origin, saveData: asksToSaveData(request.headers) }
}

// The address never changes while the app runs.
export function shouldRevalidate() {
  return false
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce()
  const language = useLanguage()
  // The one file (23.5 KB, regular) that Burmese text needs for its first paint. Named by
  // the server alone (React puts it in its head), so the browser's scripts do not carry its address.
  if (import.meta.env.SSR && language !== DEFAULT_LANGUAGE) {
    preload(burmeseFont, { as: 'font', type: 'font/woff2', crossOrigin: '' })
  }
  return (
    <html lang={language} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d32f2f" />
        {/* Installable in the language of the page the shop was opened on (decision 046). Named
            by the server alone, so the browser's scripts carry neither (React skips head tags it
            did not render when it hydrates). */}
        {import.meta.env.SSR && <link rel="manifest" href={manifestPath(language)} />}
        {import.meta.env.SSR && <link rel="apple-touch-icon" href="/icons/icon-192.png" />}
        {import.meta.env.SSR && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, not content
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMITS }} />
        )}
        {import.meta.env.SSR && pageNeedsNamesFont(language) && (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, not content
            dangerouslySetInnerHTML={{ __html: addLanguageNamesFontScript() }}
          />
        )}
        <EarlyStylesheets />
        <LanguageMeta />
        <Links />
      </head>
      <body>
        {/* The shop has one, light, colour scheme: no script reads a saved choice before the
            first paint (Mantine's ColorSchemeScript), and `mantineHtmlProps` names it on <html>. */}
        <MantineProvider
          theme={theme}
          forceColorScheme="light"
          // The theme's variables and classes are in the stylesheet, not in every page's HTML
          // (vite-plugins/theme-stylesheet.ts, which applies theme.ts's cssVariablesResolver).
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <TextsUsed language={language}>{children}</TextsUsed>
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * Page titles and descriptions in the page's language: a route's meta is read again when a
 * translation file it needed arrives after the first render (a page reached by a link).
 */
function LanguageMeta() {
  useSyncExternalStore(subscribeToLoadedTexts, loadedTextsVersion, () => 0)
  return <Meta />
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(getQueryClient)
  const [toastsWanted, setToastsWanted] = useState(false)
  const language = useLanguage()
  const { pathname } = useLocation()
  const fontWeights = useRef<typeof import('./lib/burmese-font-weights.ts')>(null)
  // Bold Burmese in its own shapes once the page has loaded (decision 065). Its code is not part of
  // the first load (issue 18): nothing of it runs before the page's load event.
  useEffect(() => {
    void import('./lib/burmese-font-weights.ts').then((module) => {
      fontWeights.current = module
      module.loadBurmeseFontWeights(language !== DEFAULT_LANGUAGE)
    })
  }, [language])
  // A new page is laid out anyway: the weights join that layout instead of one of their own
  // (decision 079). A layout effect, so that they are added before the browser lays it out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useLayoutEffect(() => fontWeights.current?.addWaitingBurmeseFontWeights(), [pathname])
  useEffect(() => {
    // A transition: this component is above every part of the page, and an urgent render from
    // here would make React hydrate the parts still waiting (decision 078) in one long task.
    const want = () => startTransition(() => setToastsWanted(true))
    const left = takeToastLeftForThisPage()
    if (left) {
      want()
      void import('./lib/message-toast.ts').then((toast) => toast.successMessage(language, left))
    }
    return onFirstInteraction(want)
  }, [language])
  return (
    <QueryClientProvider client={queryClient}>
      <SaveDataContext value={loaderData.saveData}>
        <Outlet />
      </SaveDataContext>
      {/* After the page's parts in their own boundaries (main-layout.tsx), which hydrate after
          this component, one after the other: the mark goes up once they have. */}
      <Suspense fallback={null}>
        <HydratedMark />
      </Suspense>
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}

/** Marks the page interactive; browser tests wait for it (never read during render). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/** Failures outside any layout (the layouts catch their own). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorFallback error={error} />
}

import type { SocialProvider } from '@kyanma/shared'
import { Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
// React Router's own navigate: the return leaves this fixed English address for the language the
// sign-in started in (components/link.tsx's keeps the current page's language).
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '#app/config/paths.ts'
import { languageOfPath, pathInLanguage, useLanguage } from '#app/lib/language.ts'
import { notify } from '#app/lib/notify.ts'
import { type MetaContext, seoMeta } from '#app/lib/seo.ts'
import { textsIn, useTexts } from '#app/lib/texts.ts'
import { serverMessages } from '#app/locales/en/server-messages.ts'
import { social as socialTexts } from '#app/locales/en/social.ts'
import { textsWhenLoaded } from '#app/locales/texts-registry.ts'
import { continueInAccountLanguage } from '../account-language.ts'
import { signInWithProvider } from '../api/social-sign-in.ts'
import { session } from '../session-store.ts'
import { returnUrl, takeState } from '../social-redirect.ts'

/** Both providers' return pages: 'Authenticating...' as the title, never indexed. */
export function socialCallbackMeta(args: MetaContext) {
  const social = textsIn(languageOfPath(args.location.pathname), socialTexts)
  return seoMeta(args, {
    title: social.authenticating,
    description: social.authenticating,
    noindex: true,
  })
}

/**
 * The page a provider sends the shopper back to (spec section 2): shows 'Authenticating...'
 * while the server checks the code, then goes home signed in, or to the login page with the
 * spec's message (section 8). A code without the state this tab sent off signs nobody in. The
 * provider returns to one English address; the texts, the toast and the next page are in the
 * language the sign-in started in (remembered with the state), so /my stays /my, unless the
 * account saved the other language: then home is in that one (issue 15).
 */
export function SocialCallback({ provider }: { provider: SocialProvider }) {
  const pageTexts = useTexts(socialTexts)
  const pageLanguage = useLanguage()
  const [signInTexts, setSignInTexts] = useState<typeof socialTexts>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    // Once per visit: a code works only once (and React may run effects twice in development).
    if (started.current) return
    started.current = true
    const code = params.get('code')
    const startedIn = takeState(provider, params.get('state'))
    const language = startedIn ?? pageLanguage
    const texts = textsWhenLoaded(language, socialTexts)
    void texts.then(setSignInTexts)
    const goTo = (path: string) => navigate(pathInLanguage(language, path), { replace: true })
    const fail = () =>
      textsWhenLoaded(language, serverMessages).then((messages) => {
        void notify.error(messages.socialLoginFailed)
        goTo(paths.login)
      })
    if (!startedIn || !code) return void fail()
    signInWithProvider({
      provider,
      code,
      redirectUri: returnUrl(provider),
      displayName: params.get('name') ?? undefined,
      deviceId: window.navigator.userAgent,
      deviceOS: window.navigator.platform,
    })
      .then(async (result) => {
        // An account that saved the other language goes home in it (issue 15).
        if (continueInAccountLanguage(result, language, paths.home)) return
        session.signIn(result)
        void notify.success((await texts).loginSuccessful)
        goTo(paths.home)
      })
      .catch(fail)
  }, [params, provider, navigate, pageLanguage])

  return (
    <Stack align="center" gap="md" py="xl">
      <Loader size="md" aria-hidden />
      <Text role="status" fw={500}>
        {(signInTexts ?? pageTexts).authenticating}
      </Text>
    </Stack>
  )
}

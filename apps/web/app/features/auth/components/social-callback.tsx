import { messages, type SocialProvider } from '@kyanma/shared'
import { Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useNavigate } from '../../../components/link.tsx'
import { paths } from '../../../config/paths.ts'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { social as socialTexts } from '../../../locales/en/social.ts'
import { signInWithProvider } from '../api/social-sign-in.ts'
import { session } from '../session-store.ts'
import { returnUrl, takeState } from '../social-redirect.ts'

/**
 * The page a provider sends the shopper back to (spec section 2): shows 'Authenticating...'
 * while the server checks the code, then goes home signed in, or to the login page with the
 * spec's message (section 8). A code without the state this tab sent off signs nobody in.
 */
export function SocialCallback({ provider }: { provider: SocialProvider }) {
  const social = useTexts(socialTexts)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    // Once per visit: a code works only once (and React may run effects twice in development).
    if (started.current) return
    started.current = true
    const code = params.get('code')
    const fail = () => {
      void notify.error(messages.socialLoginFailed)
      navigate(paths.login, { replace: true })
    }
    if (!takeState(provider, params.get('state')) || !code) return fail()
    signInWithProvider({
      provider,
      code,
      redirectUri: returnUrl(provider),
      displayName: params.get('name') ?? undefined,
      deviceId: window.navigator.userAgent,
      deviceOS: window.navigator.platform,
    })
      .then((result) => {
        session.signIn(result)
        void notify.success(social.loginSuccessful)
        navigate(paths.home, { replace: true })
      })
      .catch(fail)
  }, [params, provider, navigate, social])

  return (
    <Stack align="center" gap="md" py="xl">
      <Loader size="md" aria-hidden />
      <Text role="status" fw={500}>
        {social.authenticating}
      </Text>
    </Stack>
  )
}

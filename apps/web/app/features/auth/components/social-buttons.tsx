import { Button, Stack } from '@mantine/core'
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { social as socialTexts } from '#app/locales/en/social.ts'
import { useAuthProviders } from '../api/get-auth-providers.ts'
import { authorizationUrl } from '../social-redirect.ts'

const BUTTONS = [
  { provider: 'google', text: 'signInWithGoogle', Icon: IconBrandGoogle, variant: 'default' },
  { provider: 'apple', text: 'signInWithApple', Icon: IconBrandApple, variant: 'filled' },
] as const

/**
 * The login page's Google and Apple buttons (spec section 2). Only providers the server has
 * configured are shown; until it has said which, none are. A click leaves for the provider's
 * authorization page, which sends the shopper back to /auth/<provider>/callback (and from there
 * to this page's language).
 */
export function SocialButtons() {
  const social = useTexts(socialTexts)
  const language = useLanguage()
  const { data } = useAuthProviders()
  const offered = BUTTONS.filter((button) => data?.[button.provider])
  if (!data || offered.length === 0) return null
  return (
    <Stack gap="sm" mt="sm" role="group" aria-label={social.buttonsLabel}>
      {offered.map(({ provider, text, Icon, variant }) => (
        <Button
          key={provider}
          fullWidth
          variant={variant}
          color={provider === 'apple' ? 'dark' : undefined}
          leftSection={<Icon size={18} aria-hidden />}
          data-provider={provider}
          onClick={() => {
            const target = data[provider]
            if (target) window.location.assign(authorizationUrl(provider, target, language))
          }}
        >
          {social[text]}
        </Button>
      ))}
    </Stack>
  )
}

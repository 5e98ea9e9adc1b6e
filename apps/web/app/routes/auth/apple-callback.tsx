import { SocialCallback } from '#app/features/auth/components/social-callback.tsx'
import { languageOfPath } from '#app/lib/language.ts'
import { seoMeta } from '#app/lib/seo.ts'
import { textsIn } from '#app/lib/texts.ts'
import { social as socialEnglish } from '#app/locales/en/social.ts'
import type { Route } from './+types/apple-callback'

export function meta(args: Route.MetaArgs) {
  const social = textsIn(languageOfPath(args.location.pathname), socialEnglish)
  return seoMeta(args, {
    title: social.authenticating,
    description: social.authenticating,
    noindex: true,
  })
}

/** Where Apple sends the shopper back to after signing in there (decision 014). */
export default function AppleCallback() {
  return <SocialCallback provider="apple" />
}

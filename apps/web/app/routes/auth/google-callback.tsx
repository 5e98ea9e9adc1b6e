import {
  SocialCallback,
  socialCallbackMeta,
} from '#app/features/auth/components/social-callback.tsx'

export const meta = socialCallbackMeta

/** Where Google sends the shopper back to after signing in there (decision 014). */
export default function GoogleCallback() {
  return <SocialCallback provider="google" />
}

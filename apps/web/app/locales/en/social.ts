import { messages } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/** Signing in with Google and Apple (spec sections 2 and 8). */
export const social = defineTexts('social#social', {
  signInWithGoogle: 'Sign in with Google',
  signInWithApple: 'Sign in with Apple',
  /** The callback pages while the server checks the sign-in (spec section 2). */
  authenticating: 'Authenticating...',
  loginSuccessful: messages.loginSuccessful,
  buttonsLabel: 'Other ways to sign in',
} as const)

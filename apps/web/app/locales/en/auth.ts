import { messages } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/**
 * Sign-in, sign-up and password recovery (spec sections 2, 4, 5 and 8). Quoted texts are the
 * spec's; validation messages come from the shared schemas. Only the auth pages import this
 * file, so the other pages' scripts do not carry it.
 */
export const auth = defineTexts('auth#auth', {
  backToHome: 'Back to Home',
  loginSuccessful: messages.loginSuccessful,
  registerSuccessful: messages.registerSuccessful,
  invalidInput: messages.invalidInput,
  meta: {
    login:
      'Sign in to Kyanma with your phone number or email to order, save favourites and earn points.',
    register: 'Create a Kyanma account to order health and wellness goods and earn reward points.',
    forgotPassword: 'Forgot your Kyanma password? Get a code by SMS and choose a new one.',
    validateSmsCode: 'Enter the 6-digit code we sent to your phone by SMS.',
    resetPassword: 'Choose a new password for your Kyanma account.',
  },
  login: {
    title: 'Login',
    intro: 'Welcome back! Sign in with your phone number or email.',
    user: 'Phone number or email',
    /** Ties the spec's 'Email is required' to this field, which also takes a phone number. */
    userHint: 'Email, or the phone number you signed up with',
    userPlaceholder: '09xxxxxxxxx or you@example.com',
    password: 'Password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot Password',
    submit: 'Login',
    noAccount: 'New to Kyanma?',
    signUp: 'Sign Up',
  },
  register: {
    title: 'Sign Up',
    intro: 'Create your account to order and earn points.',
    phoneNumber: 'Phone number',
    phonePlaceholder: '09xxxxxxxxx',
    displayName: 'Name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    confirmPassword: 'Confirm password',
    passwordHint: '6 to 16 characters',
    referralCode: 'Referral code',
    referralHint: 'Optional: the code of the friend who invited you',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  forgotPassword: {
    title: 'Forgot Password',
    intro: 'Enter the phone number of your account and we will send you a 6-digit code by SMS.',
    phoneNumber: 'Phone number',
    phonePlaceholder: '09xxxxxxxxx',
    submit: 'Request Reset Password',
    backToLogin: 'Back to Login',
  },
  smsCode: {
    title: 'Enter the SMS code',
    intro: (phone: string) => `We sent a 6-digit code to ${phone}.`,
    label: 'SMS code',
    digit: (position: number, total: number) => `Digit ${position} of ${total}`,
    submit: 'Submit',
    wait: 'Please wait for a moment',
    resend: 'Verify phone number',
    noCode: 'Did not get the code?',
  },
  resetPassword: {
    title: 'Reset Password',
    intro: 'Choose a new password for your account.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint: '6 to 16 characters',
    submit: 'Confirm & Update Password',
  },
} as const)

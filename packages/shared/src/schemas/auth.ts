import { z } from 'zod'
import { NAME_MIN_LENGTH, PASSWORD_LENGTH, SMS_CODE_LENGTH } from '../constants/accounts.ts'
import { LANGUAGES } from '../language.ts'
import { messages } from '../messages.ts'
import { normalizeMyanmarPhone } from '../phone.ts'
import { ImageSchema } from './common.ts'
import { exactText, nameText, text } from './text.ts'

/**
 * Sign-in, sign-up and password recovery: the forms' rules and the API's request bodies are the
 * same schemas, so both ends give the spec's messages (section 5). Values are trimmed; phone
 * numbers come out normalized (09...).
 */

const boundedText = (max = 200) => text().max(max)

/** A Myanmar mobile number in any common writing, answered in the 09... form. */
export const PhoneNumberSchema = exactText({ error: messages.invalidPhoneNumber }).transform(
  (value, ctx) => {
    const phone = normalizeMyanmarPhone(value)
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: messages.invalidPhoneNumber })
      return z.NEVER
    }
    return phone
  },
)

export const EmailSchema = text({ error: messages.invalidEmail })
  .toLowerCase()
  .pipe(z.email({ error: messages.invalidEmail }).max(254, messages.invalidEmail))

/**
 * A password of spaces only is refused everywhere one is set (issue 14). The list of common
 * passwords is checked by the server only, so it stays out of the web bundle.
 */
export const notOnlySpaces = (password: string) => password.trim().length > 0

/** Spec section 5: 6 to 16 characters; an empty one is 'Password is required'. */
export const PasswordSchema = exactText({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(PASSWORD_LENGTH.min, messages.passwordTooShort)
  .max(PASSWORD_LENGTH.max, messages.passwordTooLong)
  .refine(notOnlySpaces, messages.passwordOnlySpaces)

/** The browser adds its user agent and platform to sign-in payloads (spec section 3). */
const DeviceSchema = {
  deviceId: boundedText(500).optional(),
  deviceOS: boundedText(100).optional(),
}

export const LoginSchema = z.object({
  user: text({ error: messages.emailRequired }).min(1, messages.emailRequired).max(254),
  password: exactText({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
  rememberMe: z.boolean().default(false),
  ...DeviceSchema,
})
export type LoginInput = z.input<typeof LoginSchema>

export const RegisterSchema = z
  .object({
    displayName: nameText({ error: messages.invalidUsername })
      .min(NAME_MIN_LENGTH, messages.invalidUsername)
      .max(100, messages.invalidUsername),
    phoneNumber: PhoneNumberSchema,
    user: EmailSchema,
    password: PasswordSchema,
    confirmPassword: PasswordSchema,
    /** A friend's referral code, optional (loyalty issue). */
    referralCode: boundedText(40).optional(),
    /** Keep the new account signed in after the browser closes, as on the login form. */
    rememberMe: z.boolean().default(false),
    ...DeviceSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
export type RegisterInput = z.input<typeof RegisterSchema>

/**
 * The page the provider sent the browser back to (`<origin>/auth/google/callback`): a code is
 * exchanged with the same address it was issued for. Defaults to the shop's PUBLIC_URL.
 */
const SocialReturnSchema = {
  redirectUri: z.url({ error: messages.socialLoginFailed }).max(500).optional(),
}

export const GoogleLoginSchema = z.object({
  /** Google's ID token (a JWT), or an authorization code from the redirect flow. */
  accessToken: text().min(1, messages.socialLoginFailed).max(8000),
  ...SocialReturnSchema,
  ...DeviceSchema,
})

export const AppleLoginSchema = z.object({
  authorizationCode: text().min(1, messages.socialLoginFailed).max(2000),
  ...SocialReturnSchema,
  /** Apple tells the name only once, to the browser, on the first sign-in (decision 014). */
  displayName: nameText().max(100).optional(),
  ...DeviceSchema,
})

export const ForgotPasswordSchema = z.object({ phoneNumber: PhoneNumberSchema })

/** The six boxes joined: exactly six digits. */
export const SmsCodeSchema = exactText({ error: messages.smsCodeRequired }).regex(
  new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`),
  messages.smsCodeRequired,
)

export const ResetPasswordBySmsSchema = z.object({ token: SmsCodeSchema, user: PhoneNumberSchema })

export const ResetPasswordSchema = z.object({
  newPassword: PasswordSchema,
  user: PhoneNumberSchema,
  /** The reset token that POST /auth/resetPasswordBySms answered (spec section 7). */
  oldPassword: exactText().min(1, messages.resetTokenInvalid).max(200),
})

export const ChangePasswordSchema = z.object({
  oldPassword: exactText({ error: messages.oldPasswordRequired }).min(
    1,
    messages.oldPasswordRequired,
  ),
  newPassword: exactText({ error: messages.newPasswordRequired })
    .min(1, { error: messages.newPasswordRequired, abort: true })
    .min(PASSWORD_LENGTH.min, messages.passwordTooShort)
    .max(PASSWORD_LENGTH.max, messages.passwordTooLong)
    .refine(notOnlySpaces, messages.passwordOnlySpaces),
})

export const MessageSchema = z.object({ message: z.string() })

/**
 * POST /me/changePassword: the message, and the session the asking device keeps (every other
 * session has ended).
 */
export const ChangePasswordResultSchema = MessageSchema.extend({
  accessToken: z.string(),
  expiresAt: z.string().meta({ description: 'When this session ends at the latest (ISO)' }),
})
export type ChangePasswordResult = z.infer<typeof ChangePasswordResultSchema>

/** The signed-in person as the session sees them (spec section 3: Customer.user). */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  profileImage: ImageSchema.nullable(),
  role: z.enum(['customer', 'staff', 'admin']),
  /** The session's token, as the spec's user.currentToken. */
  currentToken: z.string().optional(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

/** What a successful sign-in, sign-up or social sign-in answers. */
export const AuthResultSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string().meta({ description: 'When the session ends at the latest (ISO)' }),
  rememberMe: z.boolean(),
  user: SessionUserSchema,
  /**
   * The language the account saved (decision 038), so a client can go on in it without asking
   * again; absent for staff, who keep no customer record. Not in the spec's answer: its clients
   * ignore it.
   */
  language: z.enum(LANGUAGES).optional(),
})
export type AuthResult = z.infer<typeof AuthResultSchema>

/** Which social sign-in buttons the login page offers (only configured providers). */
export const AuthProvidersSchema = z.object({
  google: z.object({ authorizeUrl: z.string(), clientId: z.string() }).nullable(),
  apple: z.object({ authorizeUrl: z.string(), clientId: z.string() }).nullable(),
})
export type AuthProviders = z.infer<typeof AuthProvidersSchema>

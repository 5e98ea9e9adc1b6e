/** Spec section 9 and 5: account rules both ends check. */
export const PASSWORD_LENGTH = { min: 6, max: 16 } as const
export const NAME_MIN_LENGTH = 2
export const SMS_CODE_LENGTH = 6
/** The SMS code screen's resend timer; a new code may be asked for once it runs out. */
export const SMS_RESEND_SECONDS = 5 * 60
/** How long an SMS code works, and how many wrong tries it takes before it stops working. */
export const SMS_CODE_TTL_SECONDS = 10 * 60
export const SMS_CODE_MAX_ATTEMPTS = 5

/** Where the web app keeps the session (spec section 3: access token in browser storage). */
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken'
export const USER_STORAGE_KEY = 'user'
/** The httpOnly cookie that carries the same session, so private images load. */
export const SESSION_COOKIE_NAME = 'kyanma_session'

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Saved shipping addresses one customer may keep; enough for home, work and family. */
export const MAX_SAVED_ADDRESSES = 20

/**
 * Browser hints some browsers add beside the user agent (not in TypeScript's DOM types yet; a
 * package's global declaration may add them, so ours replaces rather than extends it).
 */
type NavigatorWithHints = Omit<Navigator, 'userAgentData'> & {
  userAgentData?: { platform?: string }
}

// The API keeps at most these many characters (packages/shared schemas/auth.ts).
const MAX_DEVICE_ID = 500
const MAX_DEVICE_OS = 100

/**
 * Spec section 3: sign-in and sign-up payloads carry the browser's user agent as deviceId and
 * its platform as deviceOS, so the customer can later tell their sessions apart. Called when a
 * form is sent, never during render.
 */
export function deviceInfo(): { deviceId?: string; deviceOS?: string } {
  if (typeof navigator === 'undefined') return {}
  const browser = navigator as NavigatorWithHints
  const platform = browser.userAgentData?.platform || browser.platform
  return {
    deviceId: browser.userAgent.slice(0, MAX_DEVICE_ID) || undefined,
    deviceOS: platform?.slice(0, MAX_DEVICE_OS) || undefined,
  }
}

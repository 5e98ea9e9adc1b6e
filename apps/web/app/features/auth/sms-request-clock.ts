/**
 * When the last SMS code was asked for, per phone number, in sessionStorage: the resend timer
 * counts from that moment (spec section 4: 5 minutes), so reloading the code screen does not
 * restart it. Browser only: called from effects and event handlers, never during render.
 */
const KEY_PREFIX = 'kyanma.smsCodeRequestedAt.'

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // storage blocked (some private modes): the timer starts on each visit
  }
}

export function rememberCodeRequest(phoneNumber: string, at: number = Date.now()) {
  store()?.setItem(KEY_PREFIX + phoneNumber, String(at))
}

export function codeRequestedAt(phoneNumber: string): number | undefined {
  const value = Number(store()?.getItem(KEY_PREFIX + phoneNumber))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

export function forgetCodeRequest(phoneNumber: string) {
  store()?.removeItem(KEY_PREFIX + phoneNumber)
}

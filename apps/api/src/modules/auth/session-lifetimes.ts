const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/**
 * How long a session lasts. "Remember me" keeps a phone signed in for weeks of normal use; without
 * it the session is meant for one visit: its cookie ends with the browser and the server gives up
 * on it after 12 quiet hours, or a week at most.
 */
export const SESSION_LIFETIMES = {
  remembered: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
  visit: { idleMs: 12 * HOUR, absoluteMs: 7 * DAY },
} as const

/** A session's idle deadline moves at most this often, so reads do not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000

export function lifetimeOf(rememberMe: boolean) {
  return rememberMe ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.visit
}

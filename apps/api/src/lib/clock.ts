/**
 * The time, as services see it. One object per process that tests can move (expiring codes,
 * rate-limit windows, session lifetimes) without faking timers for the database driver too.
 */
export interface Clock {
  now(): Date
}

export function systemClock(): Clock {
  return { now: () => new Date() }
}

import { type RateLimiter, type RateLimitRule, throwIfOver } from './rate-limit.ts'

/**
 * The three counters that guard one kind of guess (a password, an SMS code) or costly request
 * (an SMS) on a target (an account, a phone number) without handing strangers a lock
 * (decision 030):
 * - perAddress: one client address across all targets (only ever stops that address);
 * - perTargetAndAddress: one address on one target (stops that address on that target);
 * - perTarget: the target's budget from all addresses. Once it is spent, addresses that have
 *   already tried this target are refused before anything is checked, while an address that
 *   has not still gets its try, so the owner elsewhere is never locked out by a stranger.
 */
export interface GuessRules {
  perAddress: RateLimitRule
  perTargetAndAddress: RateLimitRule
  perTarget: RateLimitRule
}

export class GuessGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: GuessRules,
  ) {}

  /**
   * Takes one try for `address` on `target` (both counters, atomically, so parallel requests
   * cannot slip past), or throws RateLimitedError (429).
   */
  async begin(target: string, address: string): Promise<GuardedTry> {
    const { perAddress, perTargetAndAddress, perTarget } = this.rules
    const pair = `${target}|${address}`
    const taken = [
      await this.limiter.take(perAddress, address),
      await this.limiter.take(perTargetAndAddress, pair),
    ]
    throwIfOver(taken)
    const triedBefore = (taken[1]?.count ?? 0) > 1
    if (triedBefore) throwIfOver([await this.limiter.peek(perTarget, target)])
    return new GuardedTry(this.limiter, this.rules, target, address, triedBefore)
  }
}

/** One try let through by a GuessGuard: the caller says how it ended. */
export class GuardedTry {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: GuessRules,
    private readonly target: string,
    private readonly address: string,
    /** This address had already tried this target in the current window. */
    readonly triedBefore: boolean,
  ) {}

  /** A wrong guess (or an SMS sent): it spends the target's budget too. */
  async spend(): Promise<void> {
    await this.limiter.take(this.rules.perTarget, this.target)
  }

  /** A right guess never counts: the address's tries are given back. */
  async giveBack(): Promise<void> {
    await this.limiter.giveBack(this.rules.perAddress, this.address)
    await this.limiter.giveBack(this.rules.perTargetAndAddress, `${this.target}|${this.address}`)
  }
}

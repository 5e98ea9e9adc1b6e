import { MarkableJson } from './markable-json.ts'

/**
 * Values that only change when the catalogue changes — whole answers kept serialized and ready to
 * send, or intermediate results such as counts — in a least-recently-used map bounded by size.
 * `invalidateAll` is called when any process commits a catalogue change (see catalog-changes.ts),
 * so every process sees the change promptly.
 *
 * Two guards keep it correct under load: identical misses computed at the same time share one
 * computation, and a value computed while an invalidation happened is returned but not kept
 * (it may have been read from before the change).
 *
 * While the process cannot hear changes (its listening connection is down), the cache is
 * suspended: it answers nothing from memory and keeps nothing, so every answer is computed afresh.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: unknown; cost: number }>()
  private readonly inFlight = new Map<string, Promise<unknown>>()
  private bytes = 0
  private generation = 0
  private suspended = false
  hits = 0
  misses = 0

  constructor(private readonly maxBytes: number) {}

  /** The JSON text of the computed value, ready to send. */
  text(key: string, compute: () => Promise<unknown>): Promise<string> {
    return this.value(`text:${key}`, async () => JSON.stringify(await compute()))
  }

  /** Like `text`, for answers that carry products: hearts are marked on it per customer. */
  markable(key: string, compute: () => Promise<unknown>): Promise<MarkableJson> {
    return this.value(`text:${key}`, async () => MarkableJson.of(await compute()))
  }

  value<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.recall(key)
    if (cached) return Promise.resolve(cached.value as T)
    const pending = this.inFlight.get(key)
    if (pending) return pending as Promise<T>
    const startedAt = this.generation
    const computation: Promise<T> = compute()
      .then((value) => {
        if (this.generation === startedAt) this.store(key, value)
        return value
      })
      .finally(() => {
        if (this.inFlight.get(key) === computation) this.inFlight.delete(key)
      })
    this.inFlight.set(key, computation)
    return computation
  }

  /**
   * Several values at once: the cached ones, and the missing ones computed together by
   * `computeMissing` (one query for all of them), then kept like `value`'s.
   */
  async values<T>(
    keys: readonly string[],
    computeMissing: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>()
    const missing: string[] = []
    for (const key of keys) {
      const cached = this.recall(key)
      if (cached) found.set(key, cached.value as T)
      else missing.push(key)
    }
    if (missing.length === 0) return found
    const startedAt = this.generation
    for (const [key, value] of await computeMissing(missing)) {
      found.set(key, value)
      if (this.generation === startedAt) this.store(key, value)
    }
    return found
  }

  /** Drops one answer (`text` keys as given to `text`), and keeps no computation in flight. */
  invalidate(key: string): void {
    // A computation that started before the change may have read the old row: bumping the
    // generation keeps every in-flight result from being stored (rare, and only costs a miss).
    this.generation++
    for (const stored of [key, `text:${key}`]) {
      const entry = this.entries.get(stored)
      if (entry) {
        this.entries.delete(stored)
        this.bytes -= entry.cost
      }
      this.inFlight.delete(stored)
    }
  }

  invalidateAll(): void {
    this.generation++
    this.entries.clear()
    this.inFlight.clear()
    this.bytes = 0
  }

  /** Until `resume`: forgets everything, and every value is computed and not kept. */
  suspend(): void {
    this.invalidateAll()
    this.suspended = true
  }

  /** Keeps values again, after forgetting everything (including what was computed meanwhile). */
  resume(): void {
    this.invalidateAll()
    this.suspended = false
  }

  get size(): number {
    return this.entries.size
  }

  /** The kept entry, counted as a hit and made the newest; undefined (a miss) when none. */
  private recall(key: string): { value: unknown } | undefined {
    const cached = this.entries.get(key)
    if (cached === undefined) {
      this.misses++
      return undefined
    }
    this.hits++
    // Re-inserting moves the key to the newest end of the Map's order.
    this.entries.delete(key)
    this.entries.set(key, cached)
    return cached
  }

  private store(key: string, value: unknown) {
    if (this.suspended) return
    // UTF-16 strings take two bytes a character; other values are costed by their JSON size.
    const size =
      typeof value === 'string'
        ? value.length
        : value instanceof MarkableJson
          ? value.size
          : (JSON.stringify(value) ?? '').length
    const cost = 2 * (key.length + size)
    if (cost > this.maxBytes) return
    this.entries.set(key, { value, cost })
    this.bytes += cost
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldestKey)
      this.bytes -= oldest.cost
    }
  }
}

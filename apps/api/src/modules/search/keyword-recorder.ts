import type { DbExecutor } from '#app/db/client.ts'
import { addSearchCounts } from './search.repository.ts'

const FLUSH_EVERY_MS = 5000
const MAX_TERM_LENGTH = 60
/** Bounds memory if a flood of distinct terms arrives between flushes. */
const MAX_PENDING_TERMS = 5000

/**
 * Counts searches in memory and adds them to search_keywords every few seconds, so a search
 * costs no database write while popular keywords still come from what shoppers really type.
 */
export class KeywordRecorder {
  private pending = new Map<string, number>()
  private timer: NodeJS.Timeout | undefined

  constructor(private readonly db: DbExecutor) {}

  record(term: string): void {
    if (term.length === 0 || term.length > MAX_TERM_LENGTH) return
    if (!this.pending.has(term) && this.pending.size >= MAX_PENDING_TERMS) return
    this.pending.set(term, (this.pending.get(term) ?? 0) + 1)
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), FLUSH_EVERY_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.flush()
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return
    const batch = this.pending
    this.pending = new Map()
    await addSearchCounts(this.db, batch, new Date())
  }
}

/**
 * Half-typed forms kept in local storage (decision 045): the checkout's address and choices, a
 * review, a contact message. One entry per form and owner (`draft:<form>:<owner>`, the owner a
 * customer id or `visitor`), so a draft is never shown to another customer who signs in on the
 * same phone; signing out removes every draft. A draft older than DRAFT_LIFETIME_MS is dropped
 * when read. Browser only, called from effects and handlers, never during rendering; where
 * storage is blocked (some private modes) nothing is kept and the forms work as before.
 */
const PREFIX = 'draft:'

/** The forms that keep drafts, named once: the cart's store clears the checkout's too. */
export const DRAFT_FORMS = { checkout: 'checkout', review: 'review', contact: 'contact' } as const
export type DraftForm = (typeof DRAFT_FORMS)[keyof typeof DRAFT_FORMS]

/** A week: long enough for a connection cut for days, short enough not to surprise anyone. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export function draftKey(form: DraftForm, owner: string | number): string {
  return `${PREFIX}${form}:${owner}`
}

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

interface StoredDraft {
  savedAt: number
  value: Record<string, unknown>
}

/** The saved fields, or null for no draft, an expired one or anything unreadable. */
export function readDraft(key: string, now = Date.now()): Record<string, unknown> | null {
  const raw = storage()?.getItem(key)
  if (!raw) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null
    const fresh = typeof stored?.savedAt === 'number' && now - stored.savedAt < DRAFT_LIFETIME_MS
    const value = stored?.value
    if (fresh && value && typeof value === 'object' && !Array.isArray(value)) return value
  } catch {
    // Not JSON: written by something else, dropped below.
  }
  clearDraft(key)
  return null
}

export function saveDraft(key: string, value: object, now = Date.now()) {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, value }))
  } catch {
    // A full storage: the form still works, it just is not kept.
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(key)
}

/** Every owner's draft of `form`, or every draft at all (sign-out). */
export function clearDrafts(form?: DraftForm) {
  const store = storage()
  if (!store) return
  const prefix = form === undefined ? PREFIX : `${PREFIX}${form}:`
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index))
  for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key)
}

/**
 * `base` with the saved fields that have the same type as its own: a draft written by an older
 * version of a form, or edited by hand, can add or change the type of nothing. A field that
 * starts empty (null, as stars not chosen yet) takes a saved text, number or yes/no.
 */
export function mergeDraft<T extends object>(base: T, saved: Record<string, unknown>): T {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [field, value] of Object.entries(base))
    if (field in saved && sameKind(saved[field], value)) merged[field] = saved[field]
  return merged as T
}

function sameKind(saved: unknown, base: unknown): boolean {
  if (saved === null || saved === undefined) return false
  if (base === null) return ['string', 'number', 'boolean'].includes(typeof saved)
  return typeof saved === typeof base
}

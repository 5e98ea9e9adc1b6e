import { useEffect, useRef } from 'react'
import { clearDraft, mergeDraft, readDraft, saveDraft } from './draft-storage.ts'

/**
 * Keeps a form's values as a draft (draft-storage.ts): brings the saved one back once after the
 * page has mounted (never during rendering, so server and browser render the same), then saves
 * every change; the form as it opened (or reset to) removes the draft. `key` null (the owner not known yet) keeps nothing. Returns `clear`, for when the
 * form has been sent.
 */
export function useFormDraft<T extends object>(
  key: string | null,
  values: T,
  restore: (saved: T) => void,
) {
  // The draft read for this key; saving starts only after it, or it would overwrite the draft
  // with the empty form before the restored values arrive.
  const restoredFor = useRef<string | null>(null)
  const latestRestore = useRef(restore)
  latestRestore.current = restore

  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is read once, as the base of the restored draft, not as a trigger
  useEffect(() => {
    if (key === null || restoredFor.current === key) return
    restoredFor.current = key
    const saved = readDraft(key)
    if (saved) latestRestore.current(mergeDraft(values, saved))
  }, [key])

  const serialized = JSON.stringify(values)
  // The form as it opened: nothing typed yet (or reset after sending) is no draft.
  const untouched = useRef(serialized)
  useEffect(() => {
    if (key === null || restoredFor.current !== key) return
    if (serialized === untouched.current) clearDraft(key)
    else saveDraft(key, JSON.parse(serialized) as object)
  }, [key, serialized])

  return {
    clear: () => {
      if (key !== null) clearDraft(key)
    },
  }
}

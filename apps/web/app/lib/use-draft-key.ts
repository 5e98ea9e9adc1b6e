import { useEffect, useState } from 'react'
import { type DraftForm, draftKey } from './draft-storage.ts'
import { readStoredSession } from './session-storage.ts'

/**
 * The draft key of `form` (and `subject`, the product of a review) for whoever is signed in on
 * this browser, or a visitor; null until the page has mounted, since the session is read from
 * browser storage. For forms outside the auth feature, which features may not import.
 */
export function useDraftKey(form: DraftForm, subject?: string | number): string | null {
  const [owner, setOwner] = useState<string | null>(null)
  useEffect(() => {
    setOwner(String(readStoredSession()?.user.id ?? 'visitor'))
  }, [])
  if (owner === null) return null
  return draftKey(form, subject === undefined ? owner : `${owner}:${subject}`)
}

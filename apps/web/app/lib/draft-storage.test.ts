import { afterEach, describe, expect, it } from 'vitest'
import {
  clearDrafts,
  DRAFT_FORMS,
  DRAFT_LIFETIME_MS,
  draftKey,
  mergeDraft,
  readDraft,
  saveDraft,
} from './draft-storage.ts'

const NOW = Date.parse('2026-11-27T10:00:00Z')

afterEach(() => window.localStorage.clear())

describe('draft storage', () => {
  it('gives back what was saved, for the same form and owner only', () => {
    saveDraft(draftKey(DRAFT_FORMS.checkout, 5), { township: 'Kamayut' }, NOW)
    expect(readDraft(draftKey(DRAFT_FORMS.checkout, 5), NOW + 1000)).toEqual({
      township: 'Kamayut',
    })
    // Another customer on the same phone, or another form, finds nothing.
    expect(readDraft(draftKey(DRAFT_FORMS.checkout, 6), NOW)).toBeNull()
    expect(readDraft(draftKey(DRAFT_FORMS.contact, 5), NOW)).toBeNull()
  })

  it('drops a draft older than its lifetime, and one that is not a draft', () => {
    const key = draftKey(DRAFT_FORMS.review, '5:12')
    saveDraft(key, { review: 'Good' }, NOW)
    expect(readDraft(key, NOW + DRAFT_LIFETIME_MS - 1)).toEqual({ review: 'Good' })
    expect(readDraft(key, NOW + DRAFT_LIFETIME_MS)).toBeNull()
    expect(window.localStorage.getItem(key)).toBeNull()

    for (const junk of ['not json', 'null', '[1,2]', '{"savedAt":"x","value":{}}']) {
      window.localStorage.setItem(key, junk)
      expect(readDraft(key, NOW)).toBeNull()
      expect(window.localStorage.getItem(key)).toBeNull()
    }
  })

  it('clears every owner of one form, or every draft on sign-out, and nothing else', () => {
    window.localStorage.setItem('cartItems', '[]')
    saveDraft(draftKey(DRAFT_FORMS.checkout, 5), { note: 'a' }, NOW)
    saveDraft(draftKey(DRAFT_FORMS.checkout, 6), { note: 'b' }, NOW)
    saveDraft(draftKey(DRAFT_FORMS.contact, 'visitor'), { message: 'c' }, NOW)

    clearDrafts(DRAFT_FORMS.checkout)
    expect(readDraft(draftKey(DRAFT_FORMS.checkout, 5), NOW)).toBeNull()
    expect(readDraft(draftKey(DRAFT_FORMS.checkout, 6), NOW)).toBeNull()
    expect(readDraft(draftKey(DRAFT_FORMS.contact, 'visitor'), NOW)).toEqual({ message: 'c' })

    clearDrafts()
    expect(readDraft(draftKey(DRAFT_FORMS.contact, 'visitor'), NOW)).toBeNull()
    expect(window.localStorage.getItem('cartItems')).toBe('[]')
  })

  it('merges only the fields the form has, with their own types', () => {
    const base = { township: '', points: 0, stars: null as number | null, agreed: false }
    const merged = mergeDraft(base, {
      township: 'Kamayut',
      points: '900',
      stars: 8,
      agreed: true,
      isAdmin: true,
    })
    expect(merged).toEqual({ township: 'Kamayut', points: 0, stars: 8, agreed: true })
    expect(mergeDraft(base, { township: null, stars: { nested: 1 } })).toEqual(base)
  })
})

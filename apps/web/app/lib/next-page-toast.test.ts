import { messages, messagesMy } from '@kyanma/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { successMessage } from './message-toast.ts'
import { successOnNextPage, takeToastLeftForThisPage } from './next-page-toast.ts'
import { notify } from './notify.ts'

describe('a toast left for the next page (a sign-in that moves language, issue 15)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    sessionStorage.clear()
  })

  it('is read once', () => {
    successOnNextPage('loginSuccessful')
    expect(takeToastLeftForThisPage()).toBe('loginSuccessful')
    // A reload of that page greets no more.
    expect(takeToastLeftForThisPage()).toBeUndefined()
  })

  it("is said in the page's language", async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue(undefined)
    await successMessage('my', 'loginSuccessful')
    expect(success).toHaveBeenLastCalledWith(messagesMy.loginSuccessful)
    await successMessage('en', 'loginSuccessful')
    expect(success).toHaveBeenLastCalledWith(messages.loginSuccessful)
  })

  it('shows nothing for a key the catalogue does not know (storage is the page’s to write)', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue(undefined)
    await successMessage('en', '<img src=x>')
    expect(success).not.toHaveBeenCalled()
  })
})

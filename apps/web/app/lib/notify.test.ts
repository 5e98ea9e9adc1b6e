import { messages, messagesMy } from '@kyanma/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify, showToastLeftForThisPage, successOnNextPage } from './notify.ts'

describe('a toast left for the next page (a sign-in that moves language, issue 15)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    sessionStorage.clear()
  })

  it("is shown once, in the next page's language", async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue(undefined)
    successOnNextPage('loginSuccessful')
    expect(showToastLeftForThisPage('my')).toBe(true)
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(messagesMy.loginSuccessful))
    // A reload of that page greets no more.
    expect(showToastLeftForThisPage('my')).toBe(false)
    expect(success).toHaveBeenCalledTimes(1)
  })

  it('says it in English on an English page', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue(undefined)
    successOnNextPage('loginSuccessful')
    expect(showToastLeftForThisPage('en')).toBe(true)
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(messages.loginSuccessful))
  })

  it('shows nothing when no page left one', () => {
    const success = vi.spyOn(notify, 'success')
    expect(showToastLeftForThisPage('en')).toBe(false)
    expect(success).not.toHaveBeenCalled()
  })
})

import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { toasts } from '../locales/en/messages.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import { ApiError } from './api-client.ts'
import { errorMessage } from './error-message.ts'
import { textsIn } from './texts.ts'

beforeAll(() => loadAllTexts())
afterEach(() => window.history.replaceState(null, '', '/'))

describe('errorMessage (spec section 8)', () => {
  it("shows the server's message, or the shop's own text in English", () => {
    expect(errorMessage(new ApiError(422, 'VALIDATION', 'Phone number is taken.'), 'en')).toBe(
      'Phone number is taken.',
    )
    expect(errorMessage(new ApiError(500, 'SERVER', ''), 'en')).toBe(toasts.internalServerError)
    expect(errorMessage(new Error('offline'), 'en')).toBe(toasts.somethingWentWrong)
  })

  it('speaks the language of the page the browser shows when none is given', () => {
    window.history.replaceState(null, '', '/my/orders/5')
    const burmese = textsIn('my').toasts
    expect(burmese.somethingWentWrong).not.toBe(toasts.somethingWentWrong)
    expect(errorMessage(new Error('offline'))).toBe(burmese.somethingWentWrong)
    expect(errorMessage(new ApiError(500, 'SERVER', ''))).toBe(burmese.internalServerError)
  })
})

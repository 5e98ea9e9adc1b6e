import { messages, messagesMy } from '@kyanma/shared'
import { describe, expect, it } from 'vitest'
import { errorsIn } from './use-schema-resolver.ts'

describe('form messages in the page’s language', () => {
  it('turns the shared English messages into Burmese on a Burmese page', () => {
    expect(errorsIn({ note: messages.reasonRequired }, 'my')).toEqual({
      note: messagesMy.reasonRequired,
    })
  })

  it('leaves English pages’ messages as the schema wrote them', () => {
    expect(errorsIn({ note: messages.reasonRequired }, 'en')).toEqual({
      note: messages.reasonRequired,
    })
  })
})

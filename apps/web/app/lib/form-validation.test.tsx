import {
  CONTACT_MESSAGE_MAX_LENGTH,
  ContactMessageSchema,
  messages,
  messagesMy,
} from '@kyanma/shared'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { loadAllTexts } from '../locales/texts-registry.ts'
import { useSchemaValidate } from './form-validation.ts'

const tooLong = {
  name: 'Aye Aye',
  phone: '09790000123',
  email: '',
  message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
  privacyAgreed: true,
}

/** Shows the errors the contact rule gives for `tooLong`, one paragraph a field. */
function ContactErrors() {
  const errors = useSchemaValidate(ContactMessageSchema)(tooLong)
  return Object.entries(errors).map(([field, error]) => <p key={field}>{String(error)}</p>)
}

describe('form messages in the page language (issue 15)', () => {
  const max = String(CONTACT_MESSAGE_MAX_LENGTH)

  it('gives a filled-in catalogue message in Burmese under /my', async () => {
    await loadAllTexts()
    renderInApp(<ContactErrors />, { url: '/my/contact' })
    expect(
      await screen.findByText(messagesMy.contactMessageTooLong.replace('{max}', max)),
    ).toBeTruthy()
  })

  it('leaves it in English on English pages', async () => {
    renderInApp(<ContactErrors />, { url: '/contact' })
    expect(
      await screen.findByText(messages.contactMessageTooLong.replace('{max}', max)),
    ).toBeTruthy()
  })
})

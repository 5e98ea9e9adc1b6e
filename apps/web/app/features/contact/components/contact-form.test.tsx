import { CONTACT_MESSAGE_MAX_LENGTH } from '@kyanma/shared'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { textsIn } from '#app/lib/texts.ts'
import { contact } from '#app/locales/en/contact.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { ContactForm } from './contact-form.tsx'

const field = {
  name: () => screen.getByLabelText(/^Name/) as HTMLInputElement,
  phone: () => screen.getByLabelText(/^Phone/) as HTMLInputElement,
  email: () => screen.getByLabelText(/^Email/) as HTMLInputElement,
  message: () => screen.getByLabelText(/^Message/) as HTMLTextAreaElement,
  privacy: () => screen.getByRole('checkbox') as HTMLInputElement,
}
const send = () => screen.getByRole('button', { name: 'Send message' })

// The real query client: its mutation cache shows a failed call's message in a red toast.
const renderForm = () => renderInApp(<ContactForm />, { queryClient: makeQueryClient() })

async function fillIn(events: ReturnType<typeof userEvent.setup>) {
  await events.type(field.name(), ' Aye Aye ')
  await events.type(field.phone(), '09 790 000 123')
  await events.type(field.email(), 'aye@example.com')
  await events.type(field.message(), 'Do you deliver to Myeik?')
  await events.click(field.privacy())
}

/** Draws the form, fills every field in correctly and sends it. */
async function sendFilledInForm() {
  renderForm()
  const events = userEvent.setup()
  await fillIn(events)
  await events.click(send())
}

describe('contact form', () => {
  it('checks each field as it changes, with the shared messages', async () => {
    renderForm()
    const events = userEvent.setup()
    await events.type(field.name(), 'A')
    expect(await screen.findByText('Please enter your name.')).toBeTruthy()
    await events.type(field.name(), 'ye')
    await waitFor(() => expect(screen.queryByText('Please enter your name.')).toBeNull())
    await events.type(field.email(), 'aye@')
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
    await events.type(field.message(), 'x')
    await events.clear(field.message())
    expect(await screen.findByText('Please write your message.')).toBeTruthy()
  })

  it('refuses an overlong message and sends nothing without the privacy agreement', async () => {
    const calls = stubApi({})
    renderForm()
    fireEvent.change(field.message(), {
      target: { value: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
    })
    expect(
      await screen.findByText(
        `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
      ),
    ).toBeTruthy()
    await userEvent.setup().click(send())
    expect(await screen.findByText('Please agree to the privacy policy.')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it("sends the cleaned-up message, shows the server's thanks and empties the form", async () => {
    const thanks = 'Thank you! Your message has been sent. We will reply within one business day.'
    const calls = stubApi({ 'POST /public/contact': { status: 201, body: { message: thanks } } })
    const toasts = spyOnToasts()
    await sendFilledInForm()

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(thanks))
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/public/contact',
        body: {
          name: 'Aye Aye',
          phone: '09 790 000 123',
          email: 'aye@example.com',
          message: 'Do you deliver to Myeik?',
          privacyAgreed: true,
        },
      },
    ])
    expect(field.name().value).toBe('')
    expect(field.message().value).toBe('')
    expect(field.privacy().checked).toBe(false)
  })

  it('keeps a half-typed message through a reload, until it is sent', async () => {
    const thanks = 'Thank you! Your message has been sent.'
    stubApi({ 'POST /public/contact': { status: 201, body: { message: thanks } } })
    const toasts = spyOnToasts()
    renderForm()
    const events = userEvent.setup()
    await fillIn(events)

    // A reload: the page's memory is gone, local storage stays; the privacy tick is asked again.
    cleanup()
    renderForm()
    await waitFor(() => expect(field.message().value).toBe('Do you deliver to Myeik?'))
    expect(field.email().value).toBe('aye@example.com')
    expect(field.privacy().checked).toBe(false)

    await events.click(field.privacy())
    await events.click(send())
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(thanks))
    cleanup()
    renderForm()
    // Nothing comes back after sending: give an effect the chance to restore, then look.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(field.message().value).toBe('')
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('draft:'))).toEqual([])
  })

  it("shows the server's refusal in a red toast and keeps what was written", async () => {
    const tooMany = 'You have sent several messages already. Please try again later.'
    stubApi({
      'POST /public/contact': refusal(429, 'TOO_MANY_CONTACT_MESSAGES', tooMany),
    })
    const toasts = spyOnToasts()
    await sendFilledInForm()

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(tooMany))
    expect(toasts.success).not.toHaveBeenCalled()
    expect(field.message().value).toBe('Do you deliver to Myeik?')
  })
})

describe('contact form on a Burmese page (issue 15)', () => {
  it('shows Burmese and sends a phone number typed in Burmese digits in Latin ones', async () => {
    const calls = stubApi({ 'POST /public/contact': { status: 201, body: { message: 'ok' } } })
    await loadAllTexts()
    const burmese = textsIn('my', contact).form
    renderInApp(<ContactForm />, { url: '/my/contact-us', queryClient: makeQueryClient() })
    expect(screen.getByText(burmese.title)).toBeTruthy()
    expect(screen.queryByText('Send us a message')).toBeNull()
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(new RegExp(`^${burmese.name}`)), 'Aye Aye')
    await events.type(screen.getByLabelText(new RegExp(`^${burmese.phone}`)), '၀၉ ၇၉၀ ၀၀၀ ၁၂၃')
    await events.type(screen.getByLabelText(new RegExp(`^${burmese.email}`)), 'aye@example.com')
    await events.type(screen.getByLabelText(new RegExp(`^${burmese.message}`)), 'မင်္ဂလာပါ')
    await events.click(screen.getByRole('checkbox'))
    await events.click(screen.getByRole('button', { name: burmese.submit }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ phone: '09 790 000 123' })
  })
})

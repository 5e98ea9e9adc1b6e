import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { textsIn } from '#app/lib/texts.ts'
import { profile } from '#app/locales/en/profile.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { customerFixture } from '../test/customer-fixture.ts'
import { PersonalInfoForm } from './personal-info-form.tsx'

const field = {
  name: () => screen.getByLabelText(/^Name/),
  phone: () => screen.getByLabelText(/^Phone Number/),
  email: () => screen.getByLabelText(/^Email/),
}
const save = () => screen.getByRole('button', { name: 'Save Changes' })

function renderForm(onSaved = vi.fn()) {
  renderInApp(<PersonalInfoForm customer={customerFixture()} onSaved={onSaved} />, {
    queryClient: makeQueryClient(),
  })
  return onSaved
}

describe('personal information form', () => {
  it("starts from the customer's details and saves only once something changed", () => {
    renderForm()
    expect((field.name() as HTMLInputElement).value).toBe('Aye Aye')
    expect((field.phone() as HTMLInputElement).value).toBe('09790000123')
    expect((field.email() as HTMLInputElement).value).toBe('aye@example.com')
    expect(save().hasAttribute('disabled')).toBe(true)
  })

  it('checks every field as it changes, with the spec messages', async () => {
    renderForm()
    const events = userEvent.setup()
    await events.clear(field.name())
    await events.type(field.name(), 'A')
    expect(await screen.findByText('Invalid Username')).toBeTruthy()
    await events.clear(field.phone())
    await events.type(field.phone(), '12')
    expect(await screen.findByText('Invalid phone number format')).toBeTruthy()
    await events.type(field.email(), '@')
    expect(await screen.findByText('Invalid email address')).toBeTruthy()

    await events.type(field.name(), 'ye')
    await waitFor(() => expect(screen.queryByText('Invalid Username')).toBeNull())
  })

  it('sends name, phoneNo and email cleaned up, then says so and shares the answer', async () => {
    const updated = customerFixture({
      user: { ...customerFixture().user, displayName: 'Aye Aye Mon', phoneNumber: '09790000456' },
    })
    const calls = stubApi({ 'POST /customers/me': { body: updated } })
    const toasts = spyOnToasts()
    const onSaved = renderForm()
    const events = userEvent.setup()
    await events.type(field.name(), ' Mon ')
    await events.clear(field.phone())
    await events.type(field.phone(), '+95 9 790 000 456')
    await events.clear(field.email())
    await events.type(field.email(), 'Aye@Example.com')
    await events.click(save())

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Your profile has been updated!'),
    )
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/customers/me',
        body: { name: 'Aye Aye Mon', phoneNo: '09790000456', email: 'aye@example.com' },
      },
    ])
    expect(onSaved).toHaveBeenCalledWith(updated)
    // The form now shows what was saved, as saved.
    expect((field.phone() as HTMLInputElement).value).toBe('09790000456')
    expect(save().hasAttribute('disabled')).toBe(true)
  })

  it('sends nothing while a field is wrong', async () => {
    const calls = stubApi({})
    renderForm()
    const events = userEvent.setup()
    await events.clear(field.email())
    await events.type(field.email(), 'not-an-email')
    await events.click(save())
    expect(await screen.findByText('Invalid email address')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it("shows the server's refusal of a taken phone number in a red toast", async () => {
    const taken = 'An account with this phone number already exists.'
    stubApi({ 'POST /customers/me': refusal(409, 'CONFLICT', taken) })
    const toasts = spyOnToasts()
    const onSaved = renderForm()
    const events = userEvent.setup()
    await events.clear(field.phone())
    await events.type(field.phone(), '09790000999')
    await events.click(save())
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(taken))
    expect(onSaved).not.toHaveBeenCalled()
    expect((field.phone() as HTMLInputElement).value).toBe('09790000999')
  })
})

describe('personal information form on a Burmese page (issue 15)', () => {
  it('shows Burmese and sends a phone number typed in Burmese digits as 09...', async () => {
    const updated = customerFixture({
      user: { ...customerFixture().user, phoneNumber: '09790000456' },
    })
    const calls = stubApi({ 'POST /customers/me': { body: updated } })
    await loadAllTexts()
    const burmese = textsIn('my', profile).personalInfo
    renderInApp(<PersonalInfoForm customer={customerFixture()} onSaved={vi.fn()} />, {
      url: '/my/profile',
      queryClient: makeQueryClient(),
    })
    expect(screen.getByText(burmese.title)).toBeTruthy()
    expect(screen.queryByText('Personal Information')).toBeNull()
    const phone = screen.getByLabelText(new RegExp(`^${burmese.phone}`))
    const events = userEvent.setup()
    await events.clear(phone)
    await events.type(phone, '၀၉ ၇၉၀ ၀၀၀ ၄၅၆')
    expect(phone.getAttribute('aria-invalid')).not.toBe('true')
    await events.click(screen.getByRole('button', { name: burmese.submit }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toEqual({
      name: 'Aye Aye',
      phoneNo: '09790000456',
      email: 'aye@example.com',
    })
  })
})

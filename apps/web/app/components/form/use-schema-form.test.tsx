import { ChangePasswordSchema, RegisterSchema } from '@kyanma/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { EmailField, PhoneField } from './contact-fields.tsx'
import { KitForm } from './kit-form.tsx'
import { NewPasswordFields, PasswordField } from './password-fields.tsx'
import { useSchemaForm } from './use-schema-form.ts'

/** A sign-up-like form made of the kit alone. */
function SignUp({ onSent }: { onSent: (values: unknown) => void }) {
  const form = useSchemaForm({
    initialValues: {
      phoneNumber: '',
      displayName: 'Aye Aye',
      user: '',
      password: '',
      confirmPassword: '',
      referralCode: '',
    },
    schema: RegisterSchema,
    confirmation: { password: 'password', confirmation: 'confirmPassword' },
  })
  return (
    <KitForm form={form} onSubmit={form.onSubmit((values) => onSent(RegisterSchema.parse(values)))}>
      <PhoneField name="phoneNumber" label="Phone" />
      <EmailField name="user" label="Email" />
      <NewPasswordFields
        names={{ password: 'password', confirmation: 'confirmPassword' }}
        labels={{ password: 'Password', hint: 'six or more', confirmation: 'Confirm' }}
      />
      <button type="submit">Send</button>
    </KitForm>
  )
}

function ChangePassword() {
  const form = useSchemaForm({
    initialValues: { oldPassword: 'oldsecret', newPassword: '', confirmPassword: '' },
    schema: ChangePasswordSchema,
    confirmation: { password: 'newPassword', confirmation: 'confirmPassword' },
  })
  return (
    <KitForm form={form} onSubmit={form.onSubmit(() => {})}>
      <NewPasswordFields
        names={{ password: 'newPassword', confirmation: 'confirmPassword' }}
        labels={{ password: 'New', hint: '', confirmation: 'Confirm' }}
      />
      <button type="submit">Send</button>
    </KitForm>
  )
}

describe('the form kit', () => {
  beforeAll(loadAllTexts)
  afterEach(() => vi.restoreAllMocks())

  it('shows the schema’s message under the field of that key, in the page’s language', async () => {
    renderInApp(<SignUp onSent={() => {}} />, { url: '/my/auth/register' })
    const events = userEvent.setup()
    await events.click(await screen.findByRole('button', { name: 'Send' }))
    // The catalogue's Burmese, not the schema's English words.
    expect(await screen.findByText('ဖုန်းနံပါတ် ပုံစံ မမှန်ပါ')).toBeTruthy()
    expect(screen.queryByText('Invalid phone number format')).toBeNull()
  })

  it('takes a phone number in Burmese digits and with spaces, and sends it as 09…', async () => {
    const sent: unknown[] = []
    renderInApp(<SignUp onSent={(values) => sent.push(values)} />)
    const events = userEvent.setup()
    await events.type(await screen.findByLabelText('Phone'), '၀၉ ၇၉၀ ၀၀၀ ၁၂၃')
    await events.type(screen.getByLabelText('Email'), 'aye@example.com')
    await events.type(screen.getByLabelText(/^Password/), 'secret12')
    await events.type(screen.getByLabelText(/^Confirm/), 'secret12')
    await events.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ phoneNumber: '09790000123' })
  })

  it('says only "do not match" under a different confirmation; the length rule stays on the password', async () => {
    renderInApp(<ChangePassword />)
    const events = userEvent.setup()
    await events.type(await screen.findByLabelText(/^New/), 'abc')
    await events.type(screen.getByLabelText(/^Confirm/), 'abd')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(screen.getByText('Password must have at least 6 characters')).toBeTruthy()
    // A password changed to match the typed confirmation clears its message at once.
    await events.clear(screen.getByLabelText(/^New/))
    await events.type(screen.getByLabelText(/^New/), 'abd')
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull())
  })

  it('asks for an empty confirmation as for a password', async () => {
    renderInApp(<ChangePassword />)
    const events = userEvent.setup()
    await events.type(await screen.findByLabelText(/^New/), 'secret12')
    await events.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Password is required')).toBeTruthy()
  })

  it('with validateOn blur, says nothing while a field is typed and its message once it is left', async () => {
    function CheckedOnLeave() {
      const form = useSchemaForm({
        initialValues: { oldPassword: 'oldsecret', newPassword: '', confirmPassword: 'x' },
        schema: ChangePasswordSchema,
        validateOn: 'blur',
      })
      return (
        <KitForm form={form}>
          <PasswordField name="newPassword" label="New" />
          <button type="button">Elsewhere</button>
        </KitForm>
      )
    }
    renderInApp(<CheckedOnLeave />)
    const events = userEvent.setup()
    await events.type(await screen.findByLabelText(/^New/), 'abc')
    expect(screen.queryByText('Password must have at least 6 characters')).toBeNull()
    await events.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(await screen.findByText('Password must have at least 6 characters')).toBeTruthy()
  })

  it('refuses a field whose key the form does not have', async () => {
    function Typo() {
      const form = useSchemaForm({ initialValues: { password: '' } })
      return (
        <KitForm form={form}>
          <PasswordField name="pasword" label="Password" />
        </KitForm>
      )
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderInApp(<Typo />)
    // The router's error page shows what went wrong.
    expect(await screen.findAllByText(/The form has no field 'pasword'/)).not.toHaveLength(0)
  })
})

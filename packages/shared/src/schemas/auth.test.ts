import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordBySmsSchema,
  ResetPasswordSchema,
} from './auth.ts'
import { ProfileUpdateSchema } from './customer.ts'

/** The messages a schema gives for `value`, by field. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const byField: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(form)'
    byField[key] = [...(byField[key] ?? []), issue.message]
  }
  return byField
}

const register = {
  displayName: 'Aye Aye',
  phoneNumber: '09 790 000 123',
  user: 'Aye@Example.com',
  password: 'secret12',
  confirmPassword: 'secret12',
}

describe("the spec's validation messages (section 5)", () => {
  it('login: user and password are required', () => {
    expect(messagesOf(LoginSchema, { user: '', password: '' })).toEqual({
      user: ['Email is required'],
      password: ['Password is required'],
    })
    expect(LoginSchema.parse({ user: 'a@b.co', password: 'x' }).rememberMe).toBe(false)
  })

  it('register: name, phone, email, password bounds and matching confirmation', () => {
    expect(
      messagesOf(RegisterSchema, {
        ...register,
        displayName: 'A',
        phoneNumber: '1',
        user: 'not-an-email',
        password: '12345',
        confirmPassword: '12345678901234567',
      }),
    ).toEqual({
      displayName: ['Invalid username'],
      phoneNumber: ['Invalid phone number format'],
      user: ['Invalid email address'],
      password: ['Password must have at least 6 characters'],
      confirmPassword: ['Password can only have 16 characters max'],
    })
    expect(messagesOf(RegisterSchema, { ...register, confirmPassword: 'secret13' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    })
  })

  it('register: answers the phone normalized and the email lower-cased', () => {
    const parsed = RegisterSchema.parse(register)
    expect(parsed.phoneNumber).toBe('09790000123')
    expect(parsed.user).toBe('aye@example.com')
  })

  it('forgot password and SMS code', () => {
    expect(messagesOf(ForgotPasswordSchema, { phoneNumber: '12' })).toEqual({
      phoneNumber: ['Invalid phone number format'],
    })
    for (const token of ['', '12345', '1234567', '12a456'])
      expect(messagesOf(ResetPasswordBySmsSchema, { token, user: '09790000001' })).toEqual({
        token: ['SMS code is required.'],
      })
  })

  it('new password and change password', () => {
    expect(
      messagesOf(ResetPasswordSchema, { newPassword: '', user: '09790000001', oldPassword: 't' }),
    ).toEqual({ newPassword: ['Password is required'] })
    expect(messagesOf(ChangePasswordSchema, { oldPassword: '', newPassword: '' })).toEqual({
      oldPassword: ['Old password is required'],
      newPassword: ['New password is required'],
    })
  })

  it('a password of spaces only is refused wherever one is set (the length rule first)', () => {
    const spaces = '        '
    expect(
      messagesOf(RegisterSchema, { ...register, password: spaces, confirmPassword: spaces }),
    ).toEqual({
      password: ['A password cannot be only spaces.'],
      confirmPassword: ['A password cannot be only spaces.'],
    })
    expect(
      messagesOf(ResetPasswordSchema, {
        newPassword: spaces,
        user: '09790000001',
        oldPassword: 't',
      }),
    ).toEqual({ newPassword: ['A password cannot be only spaces.'] })
    expect(messagesOf(ChangePasswordSchema, { oldPassword: 'x', newPassword: spaces })).toEqual({
      newPassword: ['A password cannot be only spaces.'],
    })
    expect(messagesOf(ChangePasswordSchema, { oldPassword: 'x', newPassword: '   ' })).toEqual({
      newPassword: [
        'Password must have at least 6 characters',
        'A password cannot be only spaces.',
      ],
    })
    // Spaces inside a password are fine.
    expect(
      messagesOf(ChangePasswordSchema, { oldPassword: 'x', newPassword: ' tea leaf ' }),
    ).toEqual({})
  })

  it('profile: name of 2 or more, and nothing but name, phone and email', () => {
    const profile = { name: 'A', phoneNo: '09790000001', email: 'a@b.co' }
    expect(messagesOf(ProfileUpdateSchema, profile)).toEqual({ name: ['Invalid Username'] })
    expect(
      messagesOf(ProfileUpdateSchema, { ...profile, name: 'Aye', role: 'admin', currentPoint: 9 }),
    ).toEqual({ '(form)': ['cannot be changed here'] })
  })
})

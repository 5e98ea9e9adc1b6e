import { describe, expect, it } from 'vitest'
import { validateChangePassword } from '../profile/form-schemas.ts'
import { validateNewPasswordForm, validateRegisterForm } from './form-schemas.ts'

const registration = {
  phoneNumber: '09790000123',
  displayName: 'Aye Aye',
  user: 'aye@example.com',
  referralCode: '',
}

describe('the confirm-password field on every form that has one', () => {
  it('says the passwords do not match when two short ones differ; the length rule stays on the password', () => {
    const register = validateRegisterForm({
      ...registration,
      password: 'abc',
      confirmPassword: 'abd',
    })
    expect(register.confirmPassword).toBe('Passwords do not match')
    expect(register.password).toBe('Password must have at least 6 characters')
    const reset = validateNewPasswordForm({ password: 'abc', confirmPassword: 'abd' })
    expect(reset.confirmPassword).toBe('Passwords do not match')
    const change = validateChangePassword({
      oldPassword: 'oldsecret',
      newPassword: 'abc',
      confirmPassword: 'abd',
    })
    expect(change.confirmPassword).toBe('Passwords do not match')
  })

  it('asks for the confirmation when it is empty, and is quiet when it matches', () => {
    const empty = validateRegisterForm({
      ...registration,
      password: 'secret12',
      confirmPassword: '',
    })
    expect(empty.confirmPassword).toBe('Password is required')
    const same = validateRegisterForm({ ...registration, password: 'abc', confirmPassword: 'abc' })
    expect(same.confirmPassword).toBeUndefined()
    expect(same.password).toBe('Password must have at least 6 characters')
  })
})

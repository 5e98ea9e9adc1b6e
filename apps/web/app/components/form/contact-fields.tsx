import type { TextInputProps } from '@mantine/core'
import { TextField } from './text-field.tsx'

type FieldProps = { name: string } & TextInputProps

/**
 * A phone number in any of its writings: Burmese or Latin digits, 09…, +959… or 959…, with
 * spaces or dashes. The phone keypad opens on a phone; the shared PhoneNumberSchema reads every
 * writing and sends the one stored (09…), so the field takes the text as typed.
 */
export function PhoneField(props: FieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />
}

/** An email address: no capital letter or spelling fix added by a phone's keyboard. */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  )
}

/**
 * The email or phone number an account signs in with (the shop's sign-in and the staff's):
 * filed as the username by password managers, no capital or spelling fix from the keyboard.
 */
export function SignInUserField(props: FieldProps) {
  return (
    <TextField
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  )
}

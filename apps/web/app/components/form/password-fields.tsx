import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useFieldProps } from './kit-form.tsx'

/** A password bound to the form's value `name`, with its show/hide eye. */
export function PasswordField({ name, ...props }: { name: string } & PasswordInputProps) {
  return <PasswordInput required {...props} {...useFieldProps(name)} />
}

/**
 * A new password and its confirmation (sign-up, reset, change): the browser offers to make one
 * and files it; the hint under the password says the length rule, the confirmation only whether
 * it matches (useSchemaForm's `confirmation`).
 */
export function NewPasswordFields(props: {
  names: { password: string; confirmation: string }
  labels: { password: string; hint: string; confirmation: string }
}) {
  const { names, labels } = props
  return (
    <>
      <PasswordField
        name={names.password}
        label={labels.password}
        description={labels.hint}
        autoComplete="new-password"
      />
      <PasswordField
        name={names.confirmation}
        label={labels.confirmation}
        autoComplete="new-password"
      />
    </>
  )
}

import { AdminStaffCreateSchema, messages } from '@kyanma/shared'
import { Stack } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import { EmailField } from '#app/components/form/contact-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { PasswordField } from '#app/components/form/password-fields.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useServerMessage } from '#app/lib/form-validation.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminStaff } from '#app/locales/en/admin/staff.ts'
import { useCreateStaff } from '../api/create-staff.ts'

/** The roles a staff account can have, named in `common`'s language. */
export function roleOptions(common: typeof adminCommon) {
  return [
    { value: 'staff', label: common.roles.staff },
    { value: 'admin', label: common.roles.admin },
  ]
}

/** A new staff or admin account; the server refuses a taken email with its message (409). */
export function AddStaffForm(props: { onDone: () => void }) {
  const serverMessage = useServerMessage()
  const common = useTexts(adminCommon)
  const texts = useTexts(adminStaff).form
  const form = useSchemaForm({
    initialValues: { displayName: '', email: '', password: '', role: 'staff' },
    schema: AdminStaffCreateSchema,
    validateOn: 'submit',
  })
  const mutation = useCreateStaff()
  const submit = form.onSubmit((values) =>
    mutation.mutate(
      AdminStaffCreateSchema.parse(values),
      savedThen(serverMessage(messages.staffCreated), props.onDone),
    ),
  )

  return (
    <KitForm form={form} method="post" onSubmit={submit}>
      <Stack gap="md">
        <TextField name="displayName" label={texts.displayName} required data-autofocus />
        <EmailField name="email" label={texts.email} autoComplete="off" required />
        <PasswordField
          name="password"
          label={texts.password}
          description={texts.passwordHint}
          autoComplete="new-password"
        />
        <SelectField
          name="role"
          label={texts.role}
          data={roleOptions(common)}
          allowDeselect={false}
        />
        <FormActions
          onCancel={props.onDone}
          saving={mutation.isPending}
          submitLabel={common.create}
        />
      </Stack>
    </KitForm>
  )
}

import { AdminStaffCreateSchema, messages } from '@kyanma/shared'
import { Stack } from '@mantine/core'
import { FormActions } from '../../../components/admin/form-actions.tsx'
import { savedThen } from '../../../components/admin/saved-then.ts'
import { EmailField } from '../../../components/form/contact-fields.tsx'
import { KitForm } from '../../../components/form/kit-form.tsx'
import { PasswordField } from '../../../components/form/password-fields.tsx'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useSchemaForm } from '../../../components/form/use-schema-form.ts'
import { useServerMessage } from '../../../lib/form-validation.ts'
import { useTexts } from '../../../lib/texts.ts'
import { adminCommon } from '../../../locales/en/admin/common.ts'
import { adminStaff } from '../../../locales/en/admin/staff.ts'
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

import { type AdminStaffMember, AdminStaffUpdateSchema, messages } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import { SwitchField } from '#app/components/form/checkbox-field.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useServerMessage } from '#app/lib/form-validation.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminStaff } from '#app/locales/en/admin/staff.ts'
import { useUpdateStaff } from '../api/update-staff.ts'
import { roleOptions } from './add-staff-form.tsx'

/**
 * Name, role and disabled. On their own account an admin cannot disable themselves or drop the
 * admin role: the fields are locked here and the server refuses it anyway.
 */
export function EditStaffForm(props: {
  member: AdminStaffMember
  isSelf: boolean
  onDone: () => void
}) {
  const serverMessage = useServerMessage()
  const texts = useTexts(adminStaff).form
  const common = useTexts(adminCommon)
  const { member } = props
  const form = useSchemaForm({
    initialValues: {
      displayName: member.displayName,
      role: member.role as string,
      disabled: member.disabled,
    },
    schema: AdminStaffUpdateSchema,
    validateOn: 'submit',
  })
  const mutation = useUpdateStaff(member.id)
  const submit = form.onSubmit((values) =>
    mutation.mutate(
      AdminStaffUpdateSchema.parse(values),
      savedThen(serverMessage(messages.staffUpdated), props.onDone),
    ),
  )

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <TextField name="displayName" label={texts.displayName} required data-autofocus />
        <SelectField
          name="role"
          label={texts.role}
          data={roleOptions(common)}
          allowDeselect={false}
          disabled={props.isSelf}
        />
        <SwitchField name="disabled" label={texts.disabled} disabled={props.isSelf} />
        {props.isSelf && (
          <Text size="sm" c="dimmed">
            {texts.ownAccount}
          </Text>
        )}
        <FormActions onCancel={props.onDone} saving={mutation.isPending} />
      </Stack>
    </KitForm>
  )
}

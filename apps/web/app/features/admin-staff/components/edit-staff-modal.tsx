import { type AdminStaffMember, AdminStaffUpdateSchema, messages } from '@kyanma/shared'
import { Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { useSchemaValidate, useServerMessage } from '#app/lib/form-validation.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminStaff } from '#app/locales/en/admin/staff.ts'
import { useUpdateStaff } from '../api/update-staff.ts'
import { roleOptions } from './add-staff-modal.tsx'

/**
 * Name, role and disabled. On their own account an admin cannot disable themselves or drop the
 * admin role: the fields are locked here and the server refuses it anyway.
 */
export function EditStaffModal(props: {
  member: AdminStaffMember
  isSelf: boolean
  onClose: () => void
}) {
  const serverMessage = useServerMessage()
  const texts = useTexts(adminStaff).form
  const common = useTexts(adminCommon)
  const { member } = props
  const form = useForm({
    initialValues: {
      displayName: member.displayName,
      role: member.role as string,
      disabled: member.disabled,
    },
    validate: useSchemaValidate(AdminStaffUpdateSchema),
  })
  const mutation = useUpdateStaff(member.id)
  const submit = form.onSubmit((values) => {
    mutation.mutate(AdminStaffUpdateSchema.parse(values), {
      onSuccess: () => {
        void notify.success(serverMessage(messages.staffUpdated))
        props.onClose()
      },
    })
  })

  return (
    <Modal opened onClose={props.onClose} title={texts.editTitle(member.displayName)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={texts.displayName}
            required
            data-autofocus
            {...form.getInputProps('displayName')}
          />
          <Select
            label={texts.role}
            data={roleOptions(common)}
            allowDeselect={false}
            disabled={props.isSelf}
            {...form.getInputProps('role')}
          />
          <Switch
            label={texts.disabled}
            disabled={props.isSelf}
            {...form.getInputProps('disabled', { type: 'checkbox' })}
          />
          {props.isSelf && (
            <Text size="sm" c="dimmed">
              {texts.ownAccount}
            </Text>
          )}
          <FormActions onCancel={props.onClose} saving={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  )
}

import { AdminStaffCreateSchema, messages } from '@kyanma/shared'
import { Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { useSchemaValidate, useServerMessage } from '#app/lib/form-validation.ts'
import { notify } from '#app/lib/notify.ts'
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
export function AddStaffModal(props: { opened: boolean; onClose: () => void }) {
  const serverMessage = useServerMessage()
  const common = useTexts(adminCommon)
  const texts = useTexts(adminStaff).form
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '', role: 'staff' },
    validate: useSchemaValidate(AdminStaffCreateSchema),
  })
  const mutation = useCreateStaff()
  const close = () => {
    form.reset()
    props.onClose()
  }
  const submit = form.onSubmit((values) => {
    mutation.mutate(AdminStaffCreateSchema.parse(values), {
      onSuccess: () => {
        void notify.success(serverMessage(messages.staffCreated))
        close()
      },
    })
  })

  return (
    <Modal opened={props.opened} onClose={close} title={texts.addTitle} centered>
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={texts.displayName}
            required
            data-autofocus
            {...form.getInputProps('displayName')}
          />
          <TextInput
            label={texts.email}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={texts.password}
            description={texts.passwordHint}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Select
            label={texts.role}
            data={roleOptions(common)}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <FormActions onCancel={close} saving={mutation.isPending} submitLabel={common.create} />
        </Stack>
      </form>
    </Modal>
  )
}

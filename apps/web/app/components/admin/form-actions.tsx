import { Button, Group } from '@mantine/core'
import { adminCommon } from '../../locales/en/admin/common.ts'

/** The foot of a back-office form: Cancel, and the submit button ('Save' unless told). */
export function FormActions(props: {
  onCancel: () => void
  saving: boolean
  submitLabel?: string
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel}>
        {adminCommon.cancel}
      </Button>
      <Button type="submit" loading={props.saving}>
        {props.submitLabel ?? adminCommon.save}
      </Button>
    </Group>
  )
}

import { Button, Group } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'

/** The foot of a back-office form: Cancel, and the submit button ('Save' unless told). */
export function FormActions(props: {
  onCancel: () => void
  saving: boolean
  submitLabel?: string
}) {
  const t = useTexts(adminCommon)
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel}>
        {t.cancel}
      </Button>
      <Button type="submit" loading={props.saving}>
        {props.submitLabel ?? t.save}
      </Button>
    </Group>
  )
}

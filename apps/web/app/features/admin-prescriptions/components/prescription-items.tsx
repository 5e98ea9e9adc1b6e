import type { AdminPrescriptionRow } from '@kyanma/shared'
import { Stack, Text } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminPrescriptions } from '#app/locales/en/admin/prescriptions.ts'

/** The medicines that need the prescription, one a line with how many were ordered. */
export function PrescriptionItems(props: {
  items: AdminPrescriptionRow['items']
  size: 'sm' | 'md'
}) {
  const texts = useTexts(adminPrescriptions)
  const format = useFormat()
  return (
    <Stack gap={2}>
      {props.items.map((item) => (
        <Text key={item.productId} size={props.size}>
          {texts.item(item.name, format.number(item.qty))}
        </Text>
      ))}
    </Stack>
  )
}

import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { downloadStaffFile } from '#app/lib/staff-api.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'

/**
 * 'Export CSV': downloads a staff export (`path` under /api, with its query) as `filename`. A
 * refusal shows the server's message in a red toast, as every failed mutation does.
 */
export function ExportCsvButton(props: { path: string; filename: string }) {
  const t = useTexts(adminCommon)
  const download = useMutation({ mutationFn: () => downloadStaffFile(props.path, props.filename) })
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {t.exportCsv}
    </Button>
  )
}

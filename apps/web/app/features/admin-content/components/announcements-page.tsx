import { type AdminAnnouncement, cutText } from '@kyanma/shared'
import { sortableDateColumn, thumbnailColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { EditableListPage } from '#app/components/admin/editable-list-page.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { WithBurmese } from '#app/components/admin/with-burmese.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { useAnnouncementList } from '../api/list-announcements.ts'
import { AnnouncementForm } from './announcement-form.tsx'

/** /admin/announcements: the announcements table; a modal publishes or edits one. */
export function AnnouncementsPage() {
  const texts = useTexts(adminContent).announcements
  const format = useFormat()
  const table = useTableParams({ sort: 'createdAt' })
  const list = useAnnouncementList(table.params)

  const columns: DataColumn<AdminAnnouncement>[] = [
    thumbnailColumn('banner', texts.columns.banner, (row) => row.bannerImage, {
      w: 64,
      h: 36,
      fit: 'cover',
      radius: 'xs',
    }),
    {
      key: 'title',
      label: texts.columns.title,
      sortable: true,
      render: (row) => <WithBurmese burmese={row.titleMy}>{row.title}</WithBurmese>,
    },
    {
      key: 'description',
      label: texts.columns.description,
      render: (row) => cutText(row.description, 60),
    },
    sortableDateColumn(
      'createdAt',
      texts.columns.createdAt,
      format.longDate,
      (row) => row.createdAt,
    ),
  ]

  return (
    <EditableListPage
      texts={texts}
      list={list}
      table={table}
      columns={columns}
      form={(announcement, done) => <AnnouncementForm announcement={announcement} onDone={done} />}
    />
  )
}

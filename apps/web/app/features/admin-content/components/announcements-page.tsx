import { type AdminAnnouncement, cutText } from '@kyanma/shared'
import { Button, Image, Modal } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { WithBurmese } from '#app/components/admin/with-burmese.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { useAnnouncementList } from '../api/list-announcements.ts'
import { AnnouncementForm } from './announcement-form.tsx'

type Editing = { announcement: AdminAnnouncement | null } | null

/** /admin/announcements: the announcements table; a modal publishes or edits one. */
export function AnnouncementsPage() {
  const common = useTexts(adminCommon)
  const texts = useTexts(adminContent).announcements
  const format = useFormat()
  const table = useTableParams({ sort: 'createdAt' })
  const list = useAnnouncementList(table.params)
  const [editing, setEditing] = useState<Editing>(null)

  const columns: DataColumn<AdminAnnouncement>[] = [
    {
      key: 'banner',
      label: texts.columns.banner,
      render: (row) =>
        row.bannerImage ? (
          <Image
            src={row.bannerImage.urls.thumbnail}
            alt=""
            w={64}
            h={36}
            fit="cover"
            radius="xs"
          />
        ) : null,
    },
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
    {
      key: 'createdAt',
      label: texts.columns.createdAt,
      sortable: true,
      render: (row) => format.longDate(row.createdAt),
    },
    {
      key: 'actions',
      label: common.actions,
      render: (row) => (
        <Button size="compact-sm" variant="light" onClick={() => setEditing({ announcement: row })}>
          {common.edit}
        </Button>
      ),
    },
  ]

  return (
    <AdminPage
      title={texts.title}
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ announcement: null })}
        >
          {texts.add}
        </Button>
      }
    >
      <DataTable
        list={list}
        table={table}
        searchable
        columns={columns}
        searchPlaceholder={texts.searchPlaceholder}
        rowKey={(row) => row.id}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.announcement ? texts.editTitle : texts.newTitle}
        size="lg"
      >
        {editing && (
          <AnnouncementForm announcement={editing.announcement} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </AdminPage>
  )
}

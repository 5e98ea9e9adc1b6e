import type { AdminStaffMember } from '@kyanma/shared'
import { Button, Text } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useStaffSession } from '#app/lib/staff-session.ts'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminStaff } from '#app/locales/en/admin/staff.ts'
import { useStaff } from '../api/get-staff.ts'
import { AddStaffModal } from './add-staff-modal.tsx'
import { EditStaffModal } from './edit-staff-modal.tsx'

function columns(
  texts: typeof adminStaff,
  common: typeof adminCommon,
  format: Formatters,
  selfId: number | undefined,
  edit: (member: AdminStaffMember) => void,
): DataColumn<AdminStaffMember>[] {
  return [
    {
      key: 'displayName',
      label: texts.columns.displayName,
      sortable: true,
      render: (row) => (
        <Text size="sm">
          {row.displayName}{' '}
          {row.id === selfId && (
            <Text span c="dimmed">
              {texts.you}
            </Text>
          )}
        </Text>
      ),
    },
    { key: 'email', label: texts.columns.email, sortable: true, render: (row) => row.email },
    {
      key: 'role',
      label: texts.columns.role,
      sortable: true,
      render: (row) => common.roles[row.role],
    },
    {
      key: 'status',
      label: texts.columns.status,
      render: (row) => (
        <Text
          span
          size="sm"
          fw={600}
          c={row.disabled ? 'dimmed' : 'teal'}
          style={{ whiteSpace: 'nowrap' }}
        >
          {row.disabled ? texts.disabled : texts.active}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      label: texts.columns.createdAt,
      sortable: true,
      render: (row) => format.dateTime(row.createdAt),
    },
    {
      key: 'edit',
      label: '',
      align: 'right',
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => edit(row)}>
          {common.edit}
        </Button>
      ),
    },
  ]
}

/** /admin/staff (admins only): the staff accounts, 'Add staff', edit role or disable. */
export function StaffPage() {
  const texts = useTexts(adminStaff)
  const session = useStaffSession()
  const selfId = session.status === 'signed-in' ? session.user.id : undefined
  const table = useTableParams({ sort: 'createdAt', order: 'asc' })
  const query = useStaff(table.params)
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<AdminStaffMember | null>(null)

  return (
    <AdminPage
      title={texts.title}
      actions={
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {texts.add}
        </Button>
      }
    >
      <DataTable
        list={query}
        table={table}
        searchable
        columns={columns(texts, useTexts(adminCommon), useFormat(), selfId, setEditing)}
        searchPlaceholder={texts.searchPlaceholder}
        rowKey={(row) => row.id}
      />
      <AddStaffModal opened={adding} onClose={() => setAdding(false)} />
      {editing && (
        <EditStaffModal
          key={editing.id}
          member={editing}
          isSelf={editing.id === selfId}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminPage>
  )
}

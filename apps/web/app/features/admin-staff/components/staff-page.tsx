import type { AdminStaffMember } from '@kyanma/shared'
import { Button, Text } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { AddButton } from '#app/components/admin/add-button.tsx'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { ListModal } from '#app/components/admin/list-modal.tsx'
import { StateText } from '#app/components/admin/state-text.tsx'
import { useListModal } from '#app/components/admin/use-list-modal.ts'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useStaffSession } from '#app/lib/staff-session.ts'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminStaff } from '#app/locales/en/admin/staff.ts'
import { useStaff } from '../api/get-staff.ts'
import { AddStaffForm } from './add-staff-form.tsx'
import { EditStaffForm } from './edit-staff-form.tsx'

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
        <StateText color={row.disabled ? 'dimmed' : 'teal'}>
          {row.disabled ? texts.disabled : texts.active}
        </StateText>
      ),
    },
    sortableDateColumn(
      'createdAt',
      texts.columns.createdAt,
      format.dateTime,
      (row) => row.createdAt,
    ),
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
  const modal = useListModal<AdminStaffMember>()

  return (
    <AdminListPage
      title={texts.title}
      actions={<AddButton label={texts.add} icon={IconUserPlus} onClick={modal.add} />}
      list={query}
      table={table}
      columns={columns(texts, useTexts(adminCommon), useFormat(), selfId, modal.edit)}
      searchPlaceholder={texts.searchPlaceholder}
    >
      <ListModal
        modal={modal}
        title={(member) =>
          member ? texts.form.editTitle(member.displayName) : texts.form.addTitle
        }
        centered
      >
        {(member) =>
          member ? (
            <EditStaffForm member={member} isSelf={member.id === selfId} onDone={modal.close} />
          ) : (
            <AddStaffForm onDone={modal.close} />
          )
        }
      </ListModal>
    </AdminListPage>
  )
}

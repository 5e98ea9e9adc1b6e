import type { AdminCoupon } from '@kyanma/shared'
import { Button, Modal } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { editColumn, flagColumn } from '#app/components/admin/common-columns.tsx'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { useCouponList } from '../api/list-coupons.ts'
import { CouponForm } from './coupon-form.tsx'

/** What the modal edits: nothing (closed), a new coupon, or an existing one. */
type Editing = { coupon: AdminCoupon | null } | null

/** /admin/coupons: the coupons table; a modal creates or edits one. */
export function CouponsPage() {
  const common = useTexts(adminCommon)
  const texts = useTexts(adminContent).coupons
  const format = useFormat()
  const table = useTableParams({ sort: 'id' })
  const list = useCouponList(table.params)
  const [editing, setEditing] = useState<Editing>(null)

  const columns: DataColumn<AdminCoupon>[] = [
    { key: 'code', label: texts.columns.code, sortable: true, render: (row) => row.code },
    {
      key: 'discount',
      label: texts.columns.discount,
      render: (row) =>
        row.discountType === 'PERCENT'
          ? `${format.number(row.discountValue)}%`
          : format.ks(row.discountValue),
    },
    {
      key: 'minOrder',
      label: texts.columns.minOrder,
      render: (row) => format.ks(row.minOrderAmount),
    },
    {
      key: 'startsAt',
      label: texts.columns.startsAt,
      sortable: true,
      render: (row) => format.longDate(row.startsAt),
    },
    {
      key: 'endsAt',
      label: texts.columns.endsAt,
      sortable: true,
      render: (row) => format.longDate(row.endsAt),
    },
    {
      key: 'used',
      label: texts.columns.used,
      render: (row) => texts.used(row.timesUsed, row.usageLimit),
    },
    flagColumn(common, texts.columns.active, (row) => row.isActive),
    editColumn(common, (row) => setEditing({ coupon: row })),
  ]

  return (
    <AdminPage
      title={texts.title}
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ coupon: null })}
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
        title={editing?.coupon ? texts.editTitle : texts.newTitle}
        size="lg"
      >
        {editing && <CouponForm coupon={editing.coupon} onDone={() => setEditing(null)} />}
      </Modal>
    </AdminPage>
  )
}

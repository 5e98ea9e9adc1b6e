import type { AdminCoupon } from '@kyanma/shared'
import { flagColumn, sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { EditableListPage } from '#app/components/admin/editable-list-page.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { useCouponList } from '../api/list-coupons.ts'
import { CouponForm } from './coupon-form.tsx'

/** /admin/coupons: the coupons table; a modal creates or edits one. */
export function CouponsPage() {
  const common = useTexts(adminCommon)
  const texts = useTexts(adminContent).coupons
  const format = useFormat()
  const table = useTableParams({ sort: 'id' })
  const list = useCouponList(table.params)

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
    sortableDateColumn('startsAt', texts.columns.startsAt, format.longDate, (row) => row.startsAt),
    sortableDateColumn('endsAt', texts.columns.endsAt, format.longDate, (row) => row.endsAt),
    {
      key: 'used',
      label: texts.columns.used,
      render: (row) => texts.used(row.timesUsed, row.usageLimit),
    },
    flagColumn(common, texts.columns.active, (row) => row.isActive),
  ]

  return (
    <EditableListPage
      texts={texts}
      list={list}
      table={table}
      columns={columns}
      form={(coupon, done) => <CouponForm coupon={coupon} onDone={done} />}
    />
  )
}

import { type AdminReview, cutText } from '@kyanma/shared'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { StatusFilter, useStatusFilter } from '#app/components/admin/status-filter.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { Link } from '#app/components/link.tsx'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminReviews } from '#app/locales/en/admin/reviews.ts'
import { useAdminReviews } from '../api/get-reviews.ts'
import { useSetReviewHidden } from '../api/set-review-hidden.ts'
import { HideReviewModal } from './hide-review-modal.tsx'

const STATUSES = ['all', 'visible', 'hidden'] as const

interface Actions {
  hide: (review: AdminReview) => void
  unhide: (review: AdminReview) => void
  busyId: number | null
}

function columns(
  texts: typeof adminReviews,
  format: Formatters,
  actions: Actions,
): DataColumn<AdminReview>[] {
  return [
    {
      key: 'product',
      label: texts.columns.product,
      render: (row) => (
        <Anchor component={Link} to={adminPaths.product(row.product.id)} size="sm">
          {cutText(row.product.name, 40)}
        </Anchor>
      ),
    },
    {
      key: 'customer',
      label: texts.columns.customer,
      render: (row) => (
        <Anchor component={Link} to={adminPaths.customer(row.customer.id)} size="sm">
          {row.customer.displayName}
        </Anchor>
      ),
    },
    {
      key: 'stars',
      label: texts.columns.stars,
      sortable: true,
      render: (row) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {texts.stars(row.stars)}
        </Text>
      ),
    },
    // Plain text, never HTML: customers wrote it.
    { key: 'review', label: texts.columns.review, render: (row) => cutText(row.review, 80) },
    sortableDateColumn('createdAt', texts.columns.written, format.dateTime, (row) => row.createdAt),
    { key: 'shown', label: texts.columns.shown, render: (row) => <Shown review={row} /> },
    {
      key: 'actions',
      label: '',
      align: 'right',
      render: (row) =>
        row.hiddenAt ? (
          <Button
            size="xs"
            variant="light"
            loading={actions.busyId === row.id}
            onClick={() => actions.unhide(row)}
          >
            {texts.unhide}
          </Button>
        ) : (
          <Button size="xs" variant="light" color="red" onClick={() => actions.hide(row)}>
            {texts.hide}
          </Button>
        ),
    },
  ]
}

/** Shown, or hidden with the reason, who and when. */
function Shown({ review }: { review: AdminReview }) {
  const texts = useTexts(adminReviews)
  const format = useFormat()
  if (!review.hiddenAt)
    return (
      <Text span size="sm" fw={600} c="teal">
        {texts.visible}
      </Text>
    )
  return (
    <Stack gap={0} maw={260}>
      <Text size="sm" fw={600} c="red" style={{ overflowWrap: 'anywhere' }}>
        {texts.hiddenBecause(review.hiddenReason ?? '')}
      </Text>
      <Text size="xs" c="dimmed">
        {texts.hiddenBy(review.hiddenBy ?? '', format.dateTime(review.hiddenAt))}
      </Text>
    </Stack>
  )
}

/** /admin/reviews: every customer review, newest first; staff hide one with a reason or show it again. */
export function ReviewsPage() {
  const texts = useTexts(adminReviews)
  const format = useFormat()
  const table = useTableParams({ sort: 'createdAt' })
  const status = useStatusFilter(table, STATUSES)
  // From a product's page in the back office: only its reviews.
  const productId = table.filter('productId')
  const query = useAdminReviews(table.params, { status, productId })
  const [hiding, setHiding] = useState<AdminReview | null>(null)
  const mutation = useSetReviewHidden()
  const unhide = (review: AdminReview) =>
    mutation.mutate(
      { id: review.id, reason: null },
      { onSuccess: (result) => void notify.success(result.message) },
    )
  const busyId = mutation.isPending ? (mutation.variables?.id ?? null) : null

  return (
    <AdminListPage
      title={texts.title}
      intro={
        productId && (
          <Group gap="sm">
            <Text size="sm">{texts.oneProduct}</Text>
            <Anchor component="button" size="sm" onClick={() => table.setFilter('productId', null)}>
              {texts.showAll}
            </Anchor>
          </Group>
        )
      }
      list={query}
      table={table}
      columns={columns(texts, format, { hide: setHiding, unhide, busyId })}
      searchPlaceholder={texts.searchPlaceholder}
      toolbar={
        <StatusFilter table={table} statuses={STATUSES} value={status} labels={texts.filter} />
      }
    >
      <HideReviewModal review={hiding} onClose={() => setHiding(null)} />
    </AdminListPage>
  )
}

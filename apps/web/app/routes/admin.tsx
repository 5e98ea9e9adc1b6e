import { Anchor, Center, Loader, Stack, Text } from '@mantine/core'
// Mantine's whole stylesheet, in a layer so the app's own styles win: the shop's one stylesheet
// carries only the components shoppers see (decision 025).
import mantineStyles from '@mantine/core/styles.layer.css?url'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Route, Routes, useParams } from 'react-router'
import { adminPaths } from '../components/admin/admin-nav.ts'
import { AdminShell } from '../components/admin/admin-shell.tsx'
import { BackOfficeProvider } from '../components/admin/back-office-provider.tsx'
import { StaffSignIn } from '../components/admin/staff-sign-in.tsx'
import { Link } from '../components/link.tsx'
import { BrandsPage } from '../features/admin-catalog/components/brands-page.tsx'
import { CategoriesPage } from '../features/admin-catalog/components/categories-page.tsx'
import { ProductFormPage } from '../features/admin-catalog/components/product-form-page.tsx'
import { ProductsPage } from '../features/admin-catalog/components/products-page.tsx'
import { AnnouncementsPage } from '../features/admin-content/components/announcements-page.tsx'
import { ArticleEditPage } from '../features/admin-content/components/article-edit-page.tsx'
import { ArticlesPage } from '../features/admin-content/components/articles-page.tsx'
import { CouponsPage } from '../features/admin-content/components/coupons-page.tsx'
import { CustomerPage } from '../features/admin-customers/components/customer-page.tsx'
import { CustomersPage } from '../features/admin-customers/components/customers-page.tsx'
import { MessagesPage } from '../features/admin-messages/components/messages-page.tsx'
import { OpenMessagesNotice } from '../features/admin-messages/components/open-messages-notice.tsx'
import { DashboardPage } from '../features/admin-orders/components/dashboard-page.tsx'
import { OrderDetailPage } from '../features/admin-orders/components/order-detail-page.tsx'
import { OrdersListPage } from '../features/admin-orders/components/orders-list-page.tsx'
import { PrescriptionCard } from '../features/admin-prescriptions/components/prescription-card.tsx'
import { PrescriptionReviewPage } from '../features/admin-prescriptions/components/prescription-review-page.tsx'
import { PrescriptionsPage } from '../features/admin-prescriptions/components/prescriptions-page.tsx'
import { PrescriptionsToCheckNotice } from '../features/admin-prescriptions/components/prescriptions-to-check-notice.tsx'
import { RefundsDueNotice } from '../features/admin-refunds/components/refunds-due-notice.tsx'
import { RefundsPage } from '../features/admin-refunds/components/refunds-page.tsx'
import { ReviewsPage } from '../features/admin-reviews/components/reviews-page.tsx'
import { StaffPage } from '../features/admin-staff/components/staff-page.tsx'
import { languageOfPath } from '../lib/language.ts'
import { retryServerErrors } from '../lib/staff-api.ts'
import { useStaffSession } from '../lib/staff-session.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { adminCommon } from '../locales/en/admin/common.ts'
import type { Route as AdminRoute } from './+types/admin'

export const links = () => [{ rel: 'stylesheet', href: mantineStyles }]

export function meta({ location }: AdminRoute.MetaArgs) {
  const texts = textsIn(languageOfPath(location.pathname), adminCommon)
  return [{ title: texts.meta }, { name: 'robots', content: 'noindex' }]
}

/**
 * /admin/* (and /my/admin/* in Burmese) — the back office. One route module, so the whole back office is one bundle that
 * shoppers never download (its screens and the Mantine parts only it uses live here); its own
 * pages are routed below. Everything is rendered in the browser once the staff session is known.
 */
export default function Admin() {
  return (
    <BackOfficeProvider>
      <BackOffice />
    </BackOfficeProvider>
  )
}

function BackOffice() {
  const session = useStaffSession()
  useAdminQueryDefaults()
  const texts = useTexts(adminCommon)
  if (session.status === 'loading')
    return (
      <Center mih="100vh">
        <Loader aria-label={texts.loading} />
      </Center>
    )
  if (session.status === 'signed-out') return <StaffSignIn />
  return (
    <AdminShell user={session.user}>
      <Routes>
        <Route
          index
          element={
            <DashboardPage
              notices={
                <>
                  <PrescriptionsToCheckNotice />
                  <OpenMessagesNotice />
                  <RefundsDueNotice />
                </>
              }
            />
          }
        />
        <Route path="orders" element={<OrdersListPage />} />
        <Route path="orders/:id" element={<AdminOrderRoute />} />
        <Route path="prescriptions" element={<PrescriptionsPage />} />
        <Route path="prescriptions/:id" element={<PrescriptionReviewRoute />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:id" element={<CustomerPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="refunds" element={<RefundsPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:id" element={<ProductFormPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="brands" element={<BrandsPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="articles" element={<ArticlesPage />} />
        <Route path="articles/new" element={<ArticleEditPage />} />
        <Route path="articles/:id" element={<ArticleEditPage />} />
        <Route path="announcements" element={<AnnouncementsPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminShell>
  )
}

/** The order id of the address; an id that cannot be one is simply not a page. */
function useOrderIdParam(): number | null {
  const id = Number(useParams().id)
  return Number.isInteger(id) && id >= 1 ? id : null
}

/** An order's page, with its prescription's card (decision 040). */
function AdminOrderRoute() {
  const id = useOrderIdParam()
  if (id === null) return <AdminNotFound />
  // A new id is a new page: no state of the previous order's modals carries over.
  return <OrderDetailPage key={id} id={id} cards={(order) => <PrescriptionCard order={order} />} />
}

/** One order's prescription, as the pharmacist checks it. */
function PrescriptionReviewRoute() {
  const id = useOrderIdParam()
  if (id === null) return <AdminNotFound />
  return <PrescriptionReviewPage key={id} orderId={id} />
}

function AdminNotFound() {
  const texts = useTexts(adminCommon)
  return (
    <Stack gap="sm">
      <Text>{texts.notFound}</Text>
      <Anchor component={Link} to={adminPaths.dashboard}>
        {texts.backToDashboard}
      </Anchor>
    </Stack>
  )
}

/** Back-office query keys start with 'admin'; a refusal there is not retried. */
function useAdminQueryDefaults() {
  const queryClient = useQueryClient()
  useState(() => queryClient.setQueryDefaults(['admin'], { retry: retryServerErrors }))
}
